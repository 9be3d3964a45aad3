import { describe, expect, it } from 'vitest';
import { readMemberRef, readMemberRefList, type MemberRef } from './member-ref';

const CHECKSUMMED = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

/** The message of a refused reference ('' when it was read). */
const messageOf = (ref: MemberRef): string => (ref.kind === 'invalid' ? ref.message : '');

describe('readMemberRef', () => {
  it('reads a wallet in any case and returns its checksummed form', () => {
    const upper = `0x${CHECKSUMMED.slice(2).toUpperCase()}`;
    for (const typed of [CHECKSUMMED, CHECKSUMMED.toLowerCase(), upper, `  0X${upper.slice(2)} `]) {
      expect(readMemberRef(typed)).toEqual({ kind: 'wallet', value: CHECKSUMMED });
    }
  });

  it('refuses a mixed-case wallet whose checksum fails, and a short one', () => {
    expect(messageOf(readMemberRef(CHECKSUMMED.replace('bD4', 'Bd4')))).toMatch(/checksum/);
    expect(messageOf(readMemberRef('0x1234'))).toMatch(/40 hexadecimal/);
  });

  it('reads a member id (a UUID), and refuses anything else with a message', () => {
    expect(readMemberRef(ID.toUpperCase())).toEqual({ kind: 'id', value: ID });
    expect(messageOf(readMemberRef('alice.eth'))).toMatch(/UUID/);
    expect(messageOf(readMemberRef('  '))).toMatch(/^Enter/);
  });
});

describe('readMemberRefList', () => {
  it('splits on lines, commas, semicolons and spaces, keeps each member once and names bad entries', () => {
    const list = readMemberRefList(
      `${CHECKSUMMED}\n${CHECKSUMMED.toLowerCase()}, ${ID};nope\n\n0x1234 ${ID.toUpperCase()}`,
    );
    expect(list.refs).toEqual([CHECKSUMMED, ID]);
    expect(list.repeats).toBe(2);
    expect(list.problems.map((p) => [p.position, p.value])).toEqual([
      [4, 'nope'],
      [5, '0x1234'],
    ]);
    expect(list.problems[0]?.message).toMatch(/UUID/);
    expect(list.problems[1]?.message).toMatch(/40 hexadecimal/);
  });
});
