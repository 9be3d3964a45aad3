/** Every app URL is built here, so routes and links cannot drift apart. */
export const paths = {
  connect: (returnTo?: string) =>
    returnTo ? `/connect?returnTo=${encodeURIComponent(returnTo)}` : '/connect',
  communities: () => '/communities',
  community: (communityId: string) => `/communities/${encodeURIComponent(communityId)}`,
  members: (communityId: string) => `${paths.community(communityId)}/members`,
  memberNew: (communityId: string) => `${paths.members(communityId)}/new`,
  member: (communityId: string, idOrAddress: string) =>
    `${paths.members(communityId)}/${encodeURIComponent(idOrAddress)}`,
  sandboxSettings: () => '/sandbox',
};
