import { describe, expect, it } from 'vitest';
import { csvFields } from '../../../../domain/subscription/csvFields.ts';

describe('csvFields', () => {
  it('splits on commas and trims', () => {
    expect(csvFields('560001, Bangalore G.P.O. ,Bengaluru')).toEqual([
      '560001',
      'Bangalore G.P.O.',
      'Bengaluru',
    ]);
  });

  it('keeps commas and doubled quotes inside quoted fields', () => {
    expect(csvFields('"Sector 17, Chandigarh","say ""hi""",')).toEqual([
      'Sector 17, Chandigarh',
      'say "hi"',
      '',
    ]);
  });
});
