/**
 * Rendered images kept on disk, so the embedded CMS makes each one once: later runs (any scale,
 * seed or process) read the file instead of drawing and encoding it again, as a real CMS keeps the
 * renditions it made on upload. A path always shows the same scene (illustration.ts), so the key
 * is the renderer's version, the original's size and the requested path. Files are written whole
 * (a temporary file renamed into place), so a store never holds half an image.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageRequest } from './image-store.ts';
import { RENDERER_VERSION } from './render.ts';

export type RenditionStore = {
  /** The stored bytes, or null when this rendition was not made yet (or cannot be read). */
  read(request: ImageRequest, mediaPath: string): Promise<Buffer | null>;
  /**
   * Keeps the bytes: true when kept; a failure to write is reported and otherwise ignored (the image is still served).
   */
  write(request: ImageRequest, mediaPath: string, body: Buffer): Promise<boolean>;
};

/** The file of one rendition under the store's folder: `v{version}/{width}x{height}/{media path}`. */
export function renditionFile(dir: string, request: ImageRequest, mediaPath: string): string | null {
  const relative = mediaPath.replace(/^\/+/, '');
  if (relative === '' || relative.split('/').some((part) => part === '..' || part === '.' || part === '')) return null;
  return path.join(dir, `v${RENDERER_VERSION}`, `${request.original.width}x${request.original.height}`, relative);
}

export function diskRenditionStore(dir: string, warn: (message: string) => void): RenditionStore {
  return {
    async read(request, mediaPath) {
      const file = renditionFile(dir, request, mediaPath);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch {
        return null;
      }
    },
    async write(request, mediaPath, body) {
      const file = renditionFile(dir, request, mediaPath);
      if (!file) return false;
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, body);
        await rename(temporary, file);
        return true;
      } catch (error) {
        warn(
          `content API: could not keep ${mediaPath} in ${dir}: ${error instanceof Error ? error.message : String(error)}`,
        );
        return false;
      }
    },
  };
}
