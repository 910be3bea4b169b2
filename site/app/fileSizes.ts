import fileSizeWords from '#content/fileSizes';

import { fillTemplate, formatFileSize } from './format';

/**
 * What a download or a film costs to open, in the content's words (site/content/site/file-sizes.yaml),
 * so a visitor on prepaid data knows before tapping: "PDF, 312 KB", "Calendar file (ICS), 1 KB".
 */
export { fileSizeWords };

/** A file's format and size: `template` is one of fileSizeWords' ("PDF, {size}"), `bytes` its size. */
export function fileLabel(template: string, bytes: number): string {
  return fillTemplate(template, { size: formatFileSize(bytes, fileSizeWords) });
}

/**
 * A link's name with its file's format and size, so a screen reader says what the tap costs as
 * the page shows it: "Download PDF: The Future of Work (PDF, 312 KB)".
 */
export function nameWithFile(label: string, file: string): string {
  return fillTemplate(fileSizeWords.withSize, { label, file });
}

/**
 * The rate a film plays at in 360p: YouTube's recommended sustained connection speed for 360p
 * video, 0.7 Mbit/s (YouTube Help, "System requirements", recommended internet speeds:
 * https://support.google.com/youtube/answer/78358). A film's real size varies with its picture,
 * so the label says "about".
 */
export const youTube360pBitsPerSecond = 700_000;

/** "YouTube, about 13 MB at 360p": what watching a film of `seconds` costs, in the content's words. */
export function videoLabel(seconds: number): string {
  return fileLabel(fileSizeWords.video, (seconds * youTube360pBitsPerSecond) / 8);
}
