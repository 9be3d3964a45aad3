import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APT_LISTS_MAX_AGE_MS, aptListsFetchedAt, aptListsStale } from './system-browser.mjs';

describe("apt's package lists", () => {
  it('are stale when there are none, or when the newest is older than a day', () => {
    const now = Date.UTC(2026, 11, 1);
    expect(aptListsStale(null, now)).toBe(true);
    expect(aptListsStale(now - APT_LISTS_MAX_AGE_MS - 1, now)).toBe(true);
    expect(aptListsStale(now - 60_000, now)).toBe(false);
  });

  it('were fetched when the newest Packages or Release file was written', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apt-lists-'));
    expect(aptListsFetchedAt(dir)).toBeNull();
    const old = path.join(dir, 'deb.debian.org_debian_dists_bookworm_main_binary-amd64_Packages');
    const fresh = path.join(dir, 'deb.debian.org_debian-security_dists_bookworm-security_InRelease');
    fs.writeFileSync(old, '');
    fs.writeFileSync(fresh, '');
    fs.writeFileSync(path.join(dir, 'lock'), '');
    fs.utimesSync(old, new Date(1_000_000), new Date(1_000_000));
    fs.utimesSync(fresh, new Date(5_000_000), new Date(5_000_000));
    fs.utimesSync(path.join(dir, 'lock'), new Date(9_000_000), new Date(9_000_000));
    expect(aptListsFetchedAt(dir)).toBe(5_000_000);
    expect(aptListsFetchedAt(path.join(dir, 'missing'))).toBeNull();
  });
});
