import type { Command } from '../command';
import { serveCommand } from './serve';

/** Every sub-command of `kibitz`, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [serveCommand];
