import { describe, expect, it } from 'vitest';
import { astroRedirects, redirectTarget } from '../../../../scripts/build/redirects.ts';

describe('redirects', () => {
  it('turns white space into hyphens and carries the original slug', () => {
    expect(redirectTarget({ from: '/oude pagina', to: '/nieuwe pagina' })).toBe(
      '/nieuwe-pagina?redirectUrl=oude-pagina',
    );
    expect(astroRedirects([{ from: 'poli cardiologie', to: '/afdelingen-en-centra/cardiologie' }])).toEqual({
      '/poli-cardiologie': {
        status: 301,
        destination: '/afdelingen-en-centra/cardiologie?redirectUrl=poli-cardiologie',
      },
    });
  });
});
