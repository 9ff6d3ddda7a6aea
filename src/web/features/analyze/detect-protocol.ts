import type { ParseResult, PlatformChoice } from '../../../core/conversation/types';

export interface DetectRequest {
  id: number;
  text: string;
  platform: PlatformChoice;
}

export interface DetectResponse {
  id: number;
  result: ParseResult;
  ms: number;
}
