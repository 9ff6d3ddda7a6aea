// TEMPORARY until vocabulary/ lands.
import type { Role } from './types';
export function roleWord(name: string): Role | null {
  const n = name.toLowerCase();
  if (['usuario', 'utilisateur', 'benutzer', '用户', 'utente', 'usuário', 'пользователь', 'ユーザー', '사용자'].includes(n)) return 'user';
  if (['asistente', 'assistente', 'assistent', '助手', 'ассистент', 'アシスタント', '어시스턴트'].includes(n)) return 'assistant';
  return null;
}
const NAMES = new Set(['copilot', 'microsoft copilot', 'perplexity', 'grok', 'le chat', 'mistral', 'deepseek', 'llama', 'meta ai', 'pi', 'qwen', 'kimi', 'huggingchat', 'poe', 'gemini advanced', 'claude', 'chatgpt', 'gemini']);
export function isAssistantName(name: string): boolean {
  return NAMES.has(name.toLowerCase());
}
export function saidMarker(t: string): { role: Role; name: string | null } | null {
  void t;
  return null;
}
