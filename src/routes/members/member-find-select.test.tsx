import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox, type SeenRequest } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const store = () => sandbox.runtime.store;
const { id: nounsId, members: communityMembers, carriers, arrangeTag } = nounsBuilders(sandbox);

const gets = (requests: SeenRequest[], path: RegExp) =>
  requests.filter((r) => r.method === 'GET' && path.test(r.path));

type User = ReturnType<typeof renderRoute>['user'];

async function openMembers(url = `/communities/${nounsId()}/members`) {
  const view = renderRoute(url);
  const table = await screen.findByRole('table', { name: 'Members' });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
  return { view, table };
}

async function find(user: User, value: string) {
  const field = screen.getByLabelText('Find a member');
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
  await user.click(screen.getByRole('button', { name: 'Find' }));
}

describe('finding a member', () => {
  it('opens the member from their wallet in upper or lower case, or from their id', async () => {
    const member = communityMembers()[5]!;
    const lower = member.wallet.toLowerCase();
    const upper = `0x${lower.slice(2).toUpperCase()}`;
    for (const typed of [upper, lower, member.id]) {
      const { view } = await openMembers();
      await find(view.user, typed);
      await waitFor(() =>
        expect(view.router.state.location.pathname).toBe(`/communities/${nounsId()}/members/${member.id}`),
      );
      view.unmount();
    }
  });

  it('refuses what is neither a wallet nor an id without asking the service', async () => {
    const { view } = await openMembers();
    const requests = recordRequests(sandbox);
    await find(view.user, '0x1234');
    expect(await screen.findByText(/40 hexadecimal characters/)).toBeInTheDocument();
    expect(screen.getByLabelText('Find a member')).toHaveAttribute('aria-invalid', 'true');
    expect(gets(requests, /\/member\/[^/]+$/)).toEqual([]);
  });

  it('says a wallet is not a member and offers to add it, with the wallet filled in', async () => {
    const { view } = await openMembers();
    const stranger = '0x8ba1f109551bd432803012645ac136ddd64dba72';
    await find(view.user, stranger);
    const status = await screen.findByText(/is not a member of this community/);
    expect(status).toHaveTextContent('0x8ba1f109551bD432803012645Ac136ddd64DBA72');
    await view.user.click(screen.getByRole('link', { name: 'Add as member' }));
    expect(await screen.findByLabelText(/wallet address/i)).toHaveValue(
      '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    );
  });

  it('says when no member has an id', async () => {
    const { view } = await openMembers();
    await find(view.user, '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b');
    expect(await screen.findByText(/No member of this community has the ID/)).toBeInTheDocument();
  });
});

describe('filtering by tag', () => {
  it('reads the tag’s member list, with the tag in the URL', async () => {
    const { tag } = arrangeTag('Night owls', 3);
    const requests = recordRequests(sandbox);
    const { view, table } = await openMembers();
    await view.user.selectOptions(screen.getByLabelText('Tag'), 'Night owls');
    await waitFor(() => expect(view.router.state.location.search).toBe(`?tag=${tag.id}`));
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(3));
    expect(gets(requests, new RegExp(`/tag/${tag.id}/member$`)).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('button', { name: 'Select all 3 members tagged Night owls' }),
    ).toBeInTheDocument();
  });
});

describe('selecting members', () => {
  it('keeps rows selected across pages', async () => {
    const { view, table } = await openMembers();
    const boxes = within(table).getAllByRole('checkbox', { name: /^Select (?!every)/ });
    await view.user.click(boxes[0]!);
    await view.user.click(boxes[1]!);
    const firstOfPage1 = within(table).getAllByRole('link')[0]!.textContent;
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(within(table).getAllByRole('link')[0]!.textContent).not.toBe(firstOfPage1));
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    await view.user.click(within(table).getByRole('checkbox', { name: 'Select every row on this page' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('27 members selected'),
    );
  });

  it('selects every member matching across pages and tags them in chunks of 500', async () => {
    const { tag } = arrangeTag('Night owls', 0);
    const total = communityMembers().length;
    const requests = recordRequests(sandbox);
    const { view } = await openMembers();
    await view.user.click(screen.getByRole('button', { name: `Select all ${total} members` }));
    expect(await screen.findByText(`${total} members selected`)).toBeInTheDocument();
    const reads = gets(requests, /\/member$/).filter((r) => r.url.includes('perPage=1000'));
    expect(reads.map((r) => new URL(r.url).searchParams.get('page'))).toEqual(['1']);

    await view.user.click(screen.getByRole('button', { name: 'Tag selected…' }));
    const dialog = await screen.findByRole('dialog');
    await view.user.selectOptions(within(dialog).getByLabelText(/^Tag/), 'Night owls');
    await view.user.click(within(dialog).getByRole('button', { name: `Tag ${total} members` }));
    expect(
      await within(dialog).findByRole('heading', { name: `Tagged ${total} members` }),
    ).toBeInTheDocument();
    expect(carriers(tag.id)).toHaveLength(total);
    const posts = requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/tag/${tag.id}/member`));
    expect(posts.map((p) => (p.body as { members: string[] }).members.length)).toEqual([500, total - 500]);
  });
});

describe('exporting members', () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    vi.restoreAllMocks();
  });

  function captureDownloads() {
    const files: { name: string; text: Promise<string> }[] = [];
    let last: Blob | undefined;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        last = blob;
        return 'blob:export';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (last) files.push({ name: this.download, text: last.text() });
    });
    return files;
  }

  it('exports every member of a tag as CSV, reading all pages, and states the row count', async () => {
    const files = captureDownloads();
    const { tag } = arrangeTag('Night owls', 30);
    const { view } = await openMembers(`/communities/${nounsId()}/members?tag=${tag.id}`);
    await view.user.click(await screen.findByRole('button', { name: 'Export all 30 members (CSV)' }));
    expect(
      await screen.findByText(/^Exported 30 members to members-nouns-builders-tag-night-owls\.csv\./),
    ).toBeInTheDocument();
    expect(files).toHaveLength(1);
    const lines = (await files[0]!.text).replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('id,wallet,ensName,role,addMethod,createdAt,confirmedAt');
    expect(lines).toHaveLength(31);
    const ids = lines.slice(1).map((line) => line.split(',')[0]);
    expect(new Set(ids)).toEqual(new Set(carriers(tag.id).map((m) => m.id)));
  });

  it('exports only the selection when rows are selected', async () => {
    const files = captureDownloads();
    const { view, table } = await openMembers();
    const boxes = within(table).getAllByRole('checkbox', { name: /^Select (?!every)/ });
    await view.user.click(boxes[0]!);
    await view.user.click(boxes[3]!);
    await view.user.click(screen.getByRole('button', { name: 'Export 2 members (CSV)' }));
    expect(
      await screen.findByText(/^Exported 2 members to members-nouns-builders-selection\.csv\./),
    ).toBeInTheDocument();
    expect((await files[0]!.text).trim().split('\r\n')).toHaveLength(3);
  });
});

describe('a member’s tags', () => {
  it('shows the tags found in the tags’ member lists and removes one after a confirmation', async () => {
    const member = communityMembers()[0]!;
    const { tag: owls } = arrangeTag('Night owls', 1);
    const expected = store()
      .data.tags.filter((t) => member.tagIds.includes(t.id))
      .map((t) => t.name)
      .sort();
    const view = renderRoute(`/communities/${nounsId()}/members/${member.id}`);
    const list = await screen.findByRole('list', { name: 'Tags of this member' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent)
        .sort(),
    ).toEqual(expected);
    await view.user.click(within(list).getByRole('button', { name: 'Remove the tag Night owls' }));
    const dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove tag' }));
    await waitFor(() =>
      expect(within(list).queryByRole('link', { name: 'Night owls' })).not.toBeInTheDocument(),
    );
    expect(carriers(owls.id)).toEqual([]);
  });
});

describe('a member’s tags when the tag lists are long', () => {
  it('states the cost and reads the tag lists only when asked', async () => {
    const member = communityMembers()[0]!;
    // One more tag with members than the page reads without asking (one page each).
    arrangeTag('Night owls', 1);
    arrangeTag('Early birds', 1);
    const requests = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId()}/members/${member.id}`);
    const ask = await screen.findByRole('button', { name: 'Find tags' });
    expect(screen.getByText(/Finding this member’s tags reads 11 pages/)).toBeInTheDocument();
    const fullReads = () =>
      gets(requests, /\/tag\/[^/]+\/member$/).filter((r) => r.url.includes('perPage=1000'));
    expect(fullReads()).toEqual([]);
    await view.user.click(ask);
    const list = await screen.findByRole('list', { name: 'Tags of this member' });
    expect(within(list).getByRole('link', { name: 'Early birds' })).toBeInTheDocument();
    expect(fullReads()).toHaveLength(11);
  });
});

describe('tagging a selection that the service refuses', () => {
  it('says how many were tagged before the refusal and keeps the dialog open', async () => {
    const { tag } = arrangeTag('Night owls', 0);
    const { view, table } = await openMembers();
    await view.user.click(within(table).getByRole('checkbox', { name: 'Select every row on this page' }));
    sandbox.runtime.faults = {
      ...sandbox.runtime.faults,
      forced: [{ operationId: 'addTagMembers', status: 500 }],
    };
    await view.user.click(screen.getByRole('button', { name: 'Tag selected…' }));
    const dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'Tag 25 members' }));
    expect(await within(dialog).findByText('Choose a tag.')).toBeInTheDocument();
    await view.user.selectOptions(within(dialog).getByLabelText(/^Tag/), 'Night owls');
    await view.user.click(within(dialog).getByRole('button', { name: 'Tag 25 members' }));
    expect(
      await within(dialog).findByText(
        /^The service refused: .+\. 0 of 25 members were tagged before that\.$/,
      ),
    ).toBeInTheDocument();
    expect(carriers(tag.id)).toEqual([]);
  });
});
