import { describe, expect, it } from 'vitest';
import { mergeDocuments } from '../../../../domain/brands/mergeDocuments.ts';

describe('mergeDocuments', () => {
  it('merges objects key by key and replaces arrays whole', () => {
    const parent = {
      switches: { signUp: true, chatbot: true },
      modules: ['learn', 'test'],
      name: 'A',
    };
    const child = { switches: { signUp: false }, modules: ['userHome'] };
    expect(mergeDocuments(parent, child)).toEqual({
      switches: { signUp: false, chatbot: true },
      modules: ['userHome'],
      name: 'A',
    });
  });

  it('leaves both inputs untouched', () => {
    const parent = { a: { b: 1 } };
    mergeDocuments(parent, { a: { c: 2 } });
    expect(parent).toEqual({ a: { b: 1 } });
  });
});
