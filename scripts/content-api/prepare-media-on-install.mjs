/**
 * `npm install`'s last step (postinstall): the embedded CMS makes the images of its default dataset
 * beforehand (prepare-media.ts). Plain JavaScript, so that it runs wherever the TypeScript cannot
 * (an older Node, or the dev dependencies such as sharp left out): it never fails an install. When
 * the images are not made here, the CMS makes each on a build's first request for it.
 */
try {
  const { prepareMediaCommand } = await import('./prepare-media.ts');
  await prepareMediaCommand([]);
} catch (error) {
  console.warn(
    `Content API: the images were not made beforehand (${error instanceof Error ? error.message : String(error)}); the CMS makes them when a build first asks for them.`,
  );
}
