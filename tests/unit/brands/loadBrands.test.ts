import { describe, expect, it } from 'vitest';
import { loadBrands } from '../../../cli/brands/loadBrands.ts';

describe('loadBrands', () => {
  it('loads the six brands with no error', async () => {
    const load = await loadBrands();
    expect(load.errors).toEqual([]);
    expect(load.brands.map((b) => b.id).sort()).toEqual([
      'abhyas',
      'abhyas-home',
      'gurukul',
      'homework',
      'pragati',
      'vidya',
    ]);
  });

  it('merges extends chains: an institute brand inherits its parent institute and the default brand', async () => {
    const { brands } = await loadBrands();
    const gurukul = brands.find((b) => b.id === 'gurukul');
    const vidya = brands.find((b) => b.id === 'vidya');
    expect(gurukul?.docs.brand).toMatchObject({
      organisationId: 16,
      monetisation: 'off',
      switches: { signUp: false, askNameAtSignUp: false },
      theme: { colors: { primary: '#5f3dc4', danger: '#c92a2a' } },
    });
    expect(gurukul?.docs.brand.modules).toEqual(vidya?.docs.brand.modules);
    expect(gurukul?.docs.routes.routes.length).toBeGreaterThan(100);
  });

  it('puts each brand product slug into {product} paths', async () => {
    const { brands } = await loadBrands();
    const paths = brands.find((b) => b.id === 'vidya')?.docs.routes.routes.map((r) => r.path);
    expect(paths).toContain('/vidya-live-class/:liveClassId/:type?');
    expect(paths?.some((p) => p.includes('{product}'))).toBe(false);
  });

  it('keeps the default brand switches of the spec', async () => {
    const { brands } = await loadBrands();
    const brand = brands.find((b) => b.id === 'abhyas')?.docs.brand;
    expect(brand).toMatchObject({
      organisationId: 1,
      trialDays: 7,
      monetisation: 'on',
      switches: {
        signUp: true,
        mobileSignUp: true,
        emailSignUp: false,
        chatbot: true,
        inAppNotifications: true,
        askNameAtSignUp: false,
      },
    });
  });

  it('gives the flavours of the spec their switches', async () => {
    const { brands } = await loadBrands();
    const byId = (id: string) => brands.find((b) => b.id === id)?.docs.brand;
    expect(byId('abhyas-home')).toMatchObject({ switches: { emailSignUp: true } });
    expect(byId('homework')).toMatchObject({ monetisation: 'off', landingVariant: 'homework' });
    for (const id of ['vidya', 'gurukul', 'pragati']) {
      expect(byId(id)).toMatchObject({ monetisation: 'off', switches: { signUp: false } });
    }
  });
});
