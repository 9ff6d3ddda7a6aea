import type { Command } from '../command';
import { serveCommand } from './serve';
import { parseCommand } from './parse';
import { analyzeCommand } from './analyze';
import { usersCommand } from './users';

/** Every sub-command of `kibitz`, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [serveCommand, parseCommand, analyzeCommand, usersCommand];
