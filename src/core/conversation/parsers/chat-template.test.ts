import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';

/** Conversations in models' chat templates, written for this test in each template's token syntax. */
const shape = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);
const EXPECTED = [
  ['user', 'What is 2+2?'],
  ['assistant', '4.'],
  ['user', 'And 3+3?'],
  ['assistant', '6.'],
];

describe('chat templates: the special tokens open and name each turn', () => {
  it.each([
    ['ChatML (Qwen, OpenAI), with a system prompt', '<|im_start|>system\nYou are terse.<|im_end|>\n<|im_start|>user\nWhat is 2+2?<|im_end|>\n<|im_start|>assistant\n4.<|im_end|>\n<|im_start|>user\nAnd 3+3?<|im_end|>\n<|im_start|>assistant\n6.<|im_end|>\n'],
    ['Llama 3', '<|begin_of_text|><|start_header_id|>user<|end_header_id|>\n\nWhat is 2+2?<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n4.<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nAnd 3+3?<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n6.<|eot_id|>'],
    ['Gemma (the assistant is "model")', '<start_of_turn>user\nWhat is 2+2?<end_of_turn>\n<start_of_turn>model\n4.<end_of_turn>\n<start_of_turn>user\nAnd 3+3?<end_of_turn>\n<start_of_turn>model\n6.<end_of_turn>\n'],
    ['Zephyr', '<|system|>\nYou are terse.</s>\n<|user|>\nWhat is 2+2?</s>\n<|assistant|>\n4.</s>\n<|user|>\nAnd 3+3?</s>\n<|assistant|>\n6.</s>\n'],
    ['DeepSeek (full-width bars)', '<｜begin▁of▁sentence｜><｜User｜>What is 2+2?<｜Assistant｜>4.<｜end▁of▁sentence｜><｜User｜>And 3+3?<｜Assistant｜>6.<｜end▁of▁sentence｜>'],
    ['Llama 2 and Mistral ([INST], a <<SYS>> block)', '<s>[INST] <<SYS>>\nYou are terse.\n<</SYS>>\n\nWhat is 2+2? [/INST] 4. </s><s>[INST] And 3+3? [/INST] 6. </s>'],
    ['Vicuna (inline labels closed by </s>)', 'A chat between a user and an assistant. USER: What is 2+2? ASSISTANT: 4.</s>USER: And 3+3? ASSISTANT: 6.</s>'],
  ])('%s', (_name, text) => {
    expect(shape(text)).toEqual(EXPECTED);
  });

  it('a paste that only mentions a token in prose is not read as a template', () => {
    const text = 'User: Why does my output end with </s>?\nAssistant: That is the end-of-sequence token; strip it before display.';
    expect(shape(text)).toEqual([
      ['user', 'Why does my output end with </s>?'],
      ['assistant', 'That is the end-of-sequence token; strip it before display.'],
    ]);
  });
});
