import { BP_PER_PERCENT } from './cartTotals.ts';

export interface TaxLine {
  label: string;
  paise: number;
}

const percent = (bp: number) => `${String(bp / BP_PER_PERCENT)}%`;

/**
 * How an invoice's GST is shown: within the seller's state it is shared by the centre and the
 * state (CGST and SGST, half the rate each; an odd paisa goes to CGST, so the two always add up
 * to the GST charged), across states it is one integrated tax (IGST) at the whole rate.
 */
export function gstSplit(
  gstPaise: number,
  gstRateBp: number,
  sellerStateCode: string,
  buyerStateCode: string,
): TaxLine[] {
  if (sellerStateCode !== buyerStateCode)
    return [{ label: `IGST @ ${percent(gstRateBp)}`, paise: gstPaise }];
  const sgst = Math.floor(gstPaise / 2);
  const half = percent(gstRateBp / 2);
  return [
    { label: `CGST @ ${half}`, paise: gstPaise - sgst },
    { label: `SGST @ ${half}`, paise: sgst },
  ];
}
