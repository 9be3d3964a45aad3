import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox, type SeenRequest } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

afterEach(() => localStorage.clear());

function nounsId(): string {
  const community = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  if (!community) throw new Error('no nouns-builders community in the seed');
  return community.id;
}

function seededExperience(name: string) {
  const found = sandbox.runtime.store.data.experiences.find((e) => e.name === name);
  if (!found) throw new Error(`no experience ${name} in the seed`);
  return found;
}

const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');

type User = ReturnType<typeof renderRoute>['user'];

/** Replaces a field's value as a user pasting it would (typing long values key by key is slow in jsdom). */
async function fill(user: User, label: RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
  return input;
}

const VALID = {
  name: 'Winter Build Jam',
  description: 'A week of building small tools together.',
  image: 'https://img.sandbox.badge-console.test/experiences/jam.png',
  banner: 'https://img.sandbox.badge-console.test/banners/jam.png',
  code: 'https://code.sandbox.badge-console.test/jam/index.html',
  start: '2026-12-01T18:00',
  end: '2026-12-08T18:00',
};

async function fillValidExperience(user: User) {
  await fill(user, /^Name/, VALID.name);
  await fill(user, /^Description/, VALID.description);
  await fill(user, /^Image URL/, VALID.image);
  await fill(user, /^Banner URL/, VALID.banner);
  await fill(user, /^Code URL/, VALID.code);
  await fill(user, /^Starts/, VALID.start);
  await fill(user, /^Ends/, VALID.end);
}

describe('experience list', () => {
  it("lists the community's experiences, each linking to its page", async () => {
    renderRoute(`/communities/${nounsId()}/experiences`);
    const table = await screen.findByRole('table', { name: 'Experiences' });
    expect(await within(table).findByRole('link', { name: 'Builder Quest Week' })).toHaveAttribute(
      'href',
      `/communities/${nounsId()}/experiences/${seededExperience('Builder Quest Week').id}`,
    );
  });

  it('says when the server offers no list, opens an experience by id and offers it again afterwards', async () => {
    sandbox.server.use(
      http.get('*/sandbox-api/v1/community/:id/experience', () =>
        HttpResponse.json({ statusCode: 404, message: 'Cannot GET', error: 'Not Found' }, { status: 404 }),
      ),
    );
    const experience = seededExperience('Builder Quest Week');
    const first = renderRoute(`/communities/${nounsId()}/experiences`);
    expect(await screen.findByText('This server does not offer a list of experiences')).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Enter the experience ID.')).toBeInTheDocument();
    await fill(first.user, /^Experience ID/, experience.id);
    await first.user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Builder Quest Week' })).toBeInTheDocument();
    first.unmount();

    renderRoute(`/communities/${nounsId()}/experiences`);
    const recent = await screen.findByRole('region', { name: 'Opened recently in this browser' });
    expect(within(recent).getByRole('link', { name: /Builder Quest Week/ })).toHaveAttribute(
      'href',
      `/communities/${nounsId()}/experiences/${experience.id}`,
    );
  });
});

describe('experience page', () => {
  it('shows the server facts read-only and the secret masked until revealed', async () => {
    const experience = seededExperience('Builder Quest Week');
    const view = renderRoute(`/communities/${nounsId()}/experiences/${experience.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Builder Quest Week' })).toBeInTheDocument();
    expect(screen.getByText(experience.serverId)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: experience.experienceUrl })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(experience.secret);
    await view.user.click(screen.getByRole('button', { name: 'Show experience secret' }));
    expect(screen.getByText(experience.secret)).toBeInTheDocument();
  });
});

describe('experience form', () => {
  it('refuses an end before the start, a javascript: image, a data: banner and a plain-http code URL on their fields, sending nothing', async () => {
    const requests = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId()}/experiences/new`);
    await fillValidExperience(view.user);
    await fill(view.user, /^Image URL/, 'javascript:alert(1)');
    await fill(view.user, /^Banner URL/, 'data:image/png;base64,AAAA');
    await fill(view.user, /^Code URL/, 'http://code.example/jam');
    await fill(view.user, /^Ends/, '2026-11-30T18:00');
    await view.user.click(screen.getByRole('button', { name: 'Create experience' }));

    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ends/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The image URL must start with https:// or ipfs://.')).toBeInTheDocument();
    expect(screen.getByText('The banner URL must start with https:// or ipfs://.')).toBeInTheDocument();
    expect(screen.getByText('The code URL must start with https:// or ipfs://.')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('creates one experience however fast the user clicks, and shows its time zone', async () => {
    const requests = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId()}/experiences/new`);
    await fillValidExperience(view.user);
    expect(
      screen.getByText(/^In your time zone \(.+\); that is 2026-12-01 \d\d:00 UTC\.$/),
    ).toBeInTheDocument();
    await view.user.dblClick(screen.getByRole('button', { name: 'Create experience' }));

    expect(await screen.findByRole('heading', { level: 1, name: VALID.name })).toBeInTheDocument();
    const posts = writes(requests);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      name: VALID.name,
      type: 'web',
      startDate: new Date(VALID.start).toISOString(),
      endDate: new Date(VALID.end).toISOString(),
    });
    expect(sandbox.runtime.store.data.experiences.filter((e) => e.name === VALID.name)).toHaveLength(1);
  });

  it("puts the server's refusal of a free-entry type on that field and keeps every typed value", async () => {
    const view = renderRoute(`/communities/${nounsId()}/experiences/new`);
    await fillValidExperience(view.user);
    await view.user.selectOptions(screen.getByLabelText(/^Type/), 'other');
    await fill(view.user, /^Other type/, 'vr');
    await view.user.click(screen.getByRole('button', { name: 'Create experience' }));

    expect(
      await screen.findByText('type must be one of the following values: web, mml, unity, instant'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Other type/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Other type/)).toHaveValue('vr');
    expect(screen.getByLabelText(/^Name/)).toHaveValue(VALID.name);
    expect(screen.getByLabelText(/^Description/)).toHaveValue(VALID.description);
    expect(screen.getByLabelText(/^Image URL/)).toHaveValue(VALID.image);
    expect(screen.getByLabelText(/^Banner URL/)).toHaveValue(VALID.banner);
    expect(screen.getByLabelText(/^Code URL/)).toHaveValue(VALID.code);
    expect(screen.getByLabelText(/^Starts/)).toHaveValue(VALID.start);
    expect(screen.getByLabelText(/^Ends/)).toHaveValue(VALID.end);
    expect(screen.getByRole('button', { name: 'Create experience' })).toBeEnabled();
  });

  it('edits the dates: an end before the start is refused on the field, then only the dates are sent', async () => {
    const requests = recordRequests(sandbox);
    const experience = seededExperience('Noggles Arena');
    const view = renderRoute(`/communities/${nounsId()}/experiences/${experience.id}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Noggles Arena' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Type/)).not.toBeInTheDocument();

    await fill(view.user, /^Starts/, '2027-02-01T10:00');
    await fill(view.user, /^Ends/, '2027-01-01T10:00');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await fill(view.user, /^Ends/, '2027-03-01T10:00');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(
        `/communities/${nounsId()}/experiences/${experience.id}`,
      ),
    );
    expect(writes(requests)).toHaveLength(1);
    expect(writes(requests)[0]?.body).toEqual({
      startDate: new Date('2027-02-01T10:00').toISOString(),
      endDate: new Date('2027-03-01T10:00').toISOString(),
    });
    expect(seededExperience('Noggles Arena').endDate).toBe(new Date('2027-03-01T10:00').toISOString());
  });
});
