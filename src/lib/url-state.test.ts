import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { urlParam } from './url-params';
import { ownSearch, parseUrlField, parseUrlState, toSearch, urlSchema, withUrlState } from './url-state';

const schema = urlSchema({
  page: urlParam.int(1),
  perPage: urlParam.intOf([10, 25, 50], 25),
  status: urlParam.optionalOneOf(['draft', 'live']),
  sort: urlParam.oneOf(['name:asc', 'name:desc', 'joined:desc'], 'name:asc'),
  find: urlParam.text(),
  collection: urlParam.list(),
});

const fallback = {
  page: 1,
  perPage: 25,
  status: undefined,
  sort: 'name:asc' as const,
  find: undefined,
  collection: [],
};

describe('parseUrlState', () => {
  it('gives every field its fallback on an empty search', () => {
    expect(parseUrlState(schema, '')).toEqual(fallback);
  });

  it('reads well-formed values, repeated params as lists', () => {
    expect(
      parseUrlState(
        schema,
        'page=3&perPage=50&status=live&sort=joined:desc&find=%20ada%20&collection=a&collection=b',
      ),
    ).toEqual({
      page: 3,
      perPage: 50,
      status: 'live',
      sort: 'joined:desc',
      find: 'ada',
      collection: ['a', 'b'],
    });
  });

  it('falls back field by field on malformed values instead of throwing', () => {
    expect(parseUrlState(schema, 'page=abc&perPage=7&status=gone&sort=name:sideways&find=%20%20')).toEqual(
      fallback,
    );
    expect(parseUrlState(schema, 'page=0').page).toBe(1);
    expect(parseUrlState(schema, 'page=-2').page).toBe(1);
    expect(parseUrlState(schema, 'page=1e1').page).toBe(1);
    expect(parseUrlState(schema, 'page=2&status=nope').page).toBe(2);
  });

  it('never hands unknown params to the page', () => {
    expect(Object.keys(parseUrlState(schema, 'page=2&debug=1&__proto__=x')).sort()).toEqual(
      Object.keys(fallback).sort(),
    );
  });

  it('reads the first value of a single param and treats empty values as missing', () => {
    expect(parseUrlState(schema, 'status=&status=live').status).toBe('live');
    expect(parseUrlState(schema, 'collection=&collection=a').collection).toEqual(['a']);
  });

  it('uses a field without .catch through its missing value', () => {
    const plain = urlSchema({ tab: z.enum(['a', 'b']).default('a') });
    expect(parseUrlState(plain, 'tab=zzz')).toEqual({ tab: 'a' });
  });
});

describe('toSearch', () => {
  it('leaves fallbacks out, so the default state is the bare URL', () => {
    expect(toSearch(schema, fallback)).toBe('');
    expect(toSearch(schema, { page: 1, perPage: 25 })).toBe('');
  });

  it('writes fields in the schema order whatever the state’s order', () => {
    expect(toSearch(schema, { collection: ['x', 'y'], sort: 'joined:desc', page: 2 })).toBe(
      'page=2&sort=joined%3Adesc&collection=x&collection=y',
    );
  });

  it('drops values the schema does not accept and keys it does not name', () => {
    const state = { page: 0, status: 'gone', extra: 'x' } as unknown as Parameters<
      typeof toSearch<typeof schema>
    >[1];
    expect(toSearch(schema, state)).toBe('');
  });

  it('round-trips: parse(toSearch(state)) is the state, toSearch(parse(url)) is canonical', () => {
    const state = {
      page: 4,
      perPage: 10,
      status: 'draft' as const,
      sort: 'name:desc' as const,
      find: 'x y',
      collection: ['c'],
    };
    expect(parseUrlState(schema, toSearch(schema, state))).toEqual(state);
    const messy = 'collection=c&debug=1&page=4&perPage=25&sort=name:asc&status=draft';
    expect(toSearch(schema, parseUrlState(schema, messy))).toBe('page=4&status=draft&collection=c');
  });
});

describe('withUrlState', () => {
  it('rewrites the schema’s params and keeps the ones other hooks own', () => {
    const next = withUrlState(schema, 'job=j1&page=3&status=live&audience=%7B%7D', {
      page: 1,
      status: 'draft',
    });
    expect(next.toString()).toBe('job=j1&audience=%7B%7D&status=draft');
  });
});

describe('ownSearch', () => {
  it('is the same string while the schema’s own params are the same', () => {
    expect(ownSearch(schema, 'job=1&page=2')).toBe(ownSearch(schema, 'page=2&job=2'));
    expect(ownSearch(schema, 'page=2')).not.toBe(ownSearch(schema, 'page=3'));
  });
});

describe('parseUrlField', () => {
  it('reads a raw value as the URL would give it', () => {
    expect(parseUrlField(schema, 'status', 'live')).toBe('live');
    expect(parseUrlField(schema, 'status', 'gone')).toBeUndefined();
    expect(parseUrlField(schema, 'collection', ['a', '', 'b'])).toEqual(['a', 'b']);
    expect(parseUrlField(schema, 'page', '')).toBe(1);
  });
});
