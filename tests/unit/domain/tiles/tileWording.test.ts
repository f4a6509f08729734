import { describe, expect, it } from 'vitest';
import { tileWordingKey } from '../../../../domain/tiles/tileWording.ts';
import en from '../../../../locales/en.json' with { type: 'json' };

describe('tileWordingKey', () => {
  it('words zero-state tiles by their case and the create-your-test entry by its kind', () => {
    const big = tileWordingKey({ tileType: 'big_books', staticCase: 'big_book_zero' });
    const create = tileWordingKey({ tileType: 'create_test' });
    expect(big && (en as Record<string, string>)[big]).toBe(
      'Big books for your exam are on their way',
    );
    expect(create && (en as Record<string, string>)[create]).toBe('Create your own test');
  });

  it('leaves tiles the service names alone', () => {
    expect(tileWordingKey({ tileType: 'video' })).toBeUndefined();
    expect(tileWordingKey({ tileType: 'test' })).toBeUndefined();
  });
});
