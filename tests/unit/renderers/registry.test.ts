// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import keys from '../../../schemas/keys.schema.json' with { type: 'json' };
import { registry } from '../../../renderers/registry.ts';

describe('renderer registry', () => {
  it('has a component for every screen key of the schema, and no other', () => {
    expect(Object.keys(registry.screens).sort()).toEqual([...keys.$defs.screen.enum].sort());
  });

  it('has a component for every block key of the schema, and no other', () => {
    expect(Object.keys(registry.blocks).sort()).toEqual([...keys.$defs.block.enum].sort());
  });
});
