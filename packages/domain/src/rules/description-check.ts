/**
 * Description check: warn, never block, when a free-text description seems to contain a phone
 * number or an email address / website, so hosts do not route contact around the platform by accident.
 */
import { DESCRIPTION } from '../messages.ts';

/** 10 digits as 3-3-4 with optional parentheses round the area code and hyphen, dot or space separators. */
const PHONE_IN_TEXT = /(?<!\d)\(?\d{3}\)?[\s.-]{0,2}\d{3}[\s.-]{0,2}\d{4}(?!\d)/;
/** The same, for a few adjacent words glued together (the words may split the digits anywhere). */
const PHONE_WORDS = /^\(?\d{3}\)?[.-]?\d{3}[.-]?\d{4}$/;
/** Punctuation that may surround a word without being part of a number. */
const EDGE_PUNCTUATION = /^[,;:!?"'[\]{}<>]+|[,;:!?"'[\]{}<>.]+$/g;

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const URL_WITH_SCHEME = /\b(?:https?|ftp):\/\/\S+/i;
const WWW = /\bwww\.\S+/i;
/** name.tld — also catches a sentence missing its space after the full stop, which the warning asks to fix. */
const BARE_DOMAIN = /\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\b/i;

export function containsPhoneNumber(text: string): boolean {
  if (PHONE_IN_TEXT.test(text)) return true;
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(EDGE_PUNCTUATION, ''))
    .filter(Boolean);
  for (let start = 0; start < words.length; start++) {
    for (let count = 2; count <= 3 && start + count <= words.length; count++) {
      if (PHONE_WORDS.test(words.slice(start, start + count).join(''))) return true;
    }
  }
  return false;
}

export function containsEmailOrWebsite(text: string): boolean {
  return EMAIL.test(text) || URL_WITH_SCHEME.test(text) || WWW.test(text) || BARE_DOMAIN.test(text);
}

/** The warnings to show under a description; empty when nothing was detected. */
export function descriptionWarnings(text: string | null | undefined): string[] {
  if (!text) return [];
  const warnings: string[] = [];
  if (containsPhoneNumber(text)) warnings.push(DESCRIPTION.phoneWarning);
  if (containsEmailOrWebsite(text)) warnings.push(DESCRIPTION.emailOrWebsiteWarning);
  return warnings;
}
