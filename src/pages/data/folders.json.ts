/** /data/folders.json: every patient folder for the folder overview's island (FolderEntry[]), pre-rendered. */
import type { APIRoute } from 'astro';
import { loadFolderEntries } from '#src/overviews/folders/load-folders.ts';

export const prerender = true;

export const GET: APIRoute = async ({ locals }) =>
  new Response(JSON.stringify(await loadFolderEntries(locals.build)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
