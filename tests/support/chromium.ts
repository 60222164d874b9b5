import { devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * How both Playwright configs (the e2e suite and the journeys alone) start Chromium: the browser
 * readE2eConfig names, without the sandbox, GPU and background traffic a test run has no use for,
 * and one desktop project at 1280 x 900.
 */
export function chromiumSettings(
  chromiumPath: string,
): Required<Pick<PlaywrightTestConfig, 'projects'>> & { launchOptions: { executablePath: string; args: string[] } } {
  return {
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  };
}
