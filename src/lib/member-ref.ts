import { toChecksumAddress, walletAddressError } from './address';

/**
 * A member is named by a wallet address or by their member id, an account UUID (the member
 * operations read "an account UUID or an Ethereum address"). These read what a user types or
 * pastes, before anything is sent.
 */
export type MemberRef =
  { kind: 'wallet'; value: string } | { kind: 'id'; value: string } | { kind: 'invalid'; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A wallet (returned in its checksummed form), a member id, or why it is neither. */
export function readMemberRef(input: string): MemberRef {
  const value = input.trim();
  if (!value) return { kind: 'invalid', message: 'Enter a wallet address or a member ID.' };
  if (UUID.test(value)) return { kind: 'id', value: value.toLowerCase() };
  // "0X…" is the same address as "0x…": only the hex digits carry a checksum.
  const wallet = /^0x/i.test(value) ? `0x${value.slice(2)}` : value;
  if (/^0x/.test(wallet)) {
    const problem = walletAddressError(wallet);
    return problem
      ? { kind: 'invalid', message: problem }
      : { kind: 'wallet', value: toChecksumAddress(wallet) };
  }
  return {
    kind: 'invalid',
    message: 'Enter a wallet address (0x followed by 40 hexadecimal characters) or a member ID (a UUID).',
  };
}

export interface MemberRefList {
  /** Valid references, each once (wallets checksummed), in the order first seen. */
  refs: string[];
  /** What could not be read, with its position in the list (1-based) and why. */
  problems: { position: number; value: string; message: string }[];
  /** Entries left out because they named the same wallet or id again. */
  repeats: number;
}

/** Reads a pasted list: one reference per line, or separated by commas, semicolons or spaces. */
export function readMemberRefList(text: string): MemberRefList {
  const entries = text.split(/[\s,;]+/).filter(Boolean);
  const seen = new Set<string>();
  const out: MemberRefList = { refs: [], problems: [], repeats: 0 };
  entries.forEach((entry, index) => {
    const ref = readMemberRef(entry);
    if (ref.kind === 'invalid') {
      out.problems.push({ position: index + 1, value: entry, message: ref.message });
      return;
    }
    const key = ref.value.toLowerCase();
    if (seen.has(key)) {
      out.repeats++;
      return;
    }
    seen.add(key);
    out.refs.push(ref.value);
  });
  return out;
}

/** Something typed that reads as a name (`luckybuilder.eth`, `name.base.eth`), not an address or id. */
export function looksLikeName(value: string): boolean {
  return /^[^\s/@]+\.[a-z]{2,}$/i.test(value.trim());
}

/**
 * What a search of members' records (awards, board entries) names: one whole wallet (checksummed),
 * a member id, an ENS name, or part of any of them (in lower case). A full-length address with a
 * broken checksum is only part of one.
 */
export type MemberSearch =
  | { kind: 'wallet'; wallet: string }
  | { kind: 'id'; id: string }
  | { kind: 'name'; name: string }
  | { kind: 'part'; part: string };

export function readMemberSearch(text: string): MemberSearch {
  const value = text.trim();
  if (looksLikeName(value)) return { kind: 'name', name: value };
  const ref = readMemberRef(value);
  if (ref.kind === 'wallet') return { kind: 'wallet', wallet: ref.value };
  if (ref.kind === 'id') return { kind: 'id', id: ref.value };
  return { kind: 'part', part: value.toLowerCase() };
}
