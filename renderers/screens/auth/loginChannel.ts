import type { Brand } from '../../../schemas/types.generated.ts';

/** Accounts of an e-mail-only brand are known by e-mail; every other brand's by mobile number. */
export function loginChannel(brand: Brand): 'mobile' | 'email' {
  return brand.switches.emailSignUp && !brand.switches.mobileSignUp ? 'email' : 'mobile';
}
