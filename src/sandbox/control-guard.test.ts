import { describe, expect, it } from 'vitest';
import { controlRoute, pathSegments } from './control-guard';

describe('controlRoute', () => {
  it.each([
    ['/_control/state', '/_control/state'],
    ['/_CONTROL/state', '/_control/state'],
    ['/_Control/Faults', '/_control/faults'],
    ['/%5Fcontrol/reset', '/_control/reset'],
    ['/%5fcontrol/state', '/_control/state'],
    ['/_contro%6C/state', '/_control/state'],
    ['/_control%2Freset', '/_control/reset'],
    ['//_control/state', '/_control/state'],
    ['/./_control/state', '/_control/state'],
    ['/v1/../_control/state', '/_control/state'],
    ['/v1/%2e%2e/_control/reset', '/_control/reset'],
    ['/_control/state/', '/_control/state'],
    ['/_control//state//', '/_control/state'],
    ['/\\_control\\reset', '/_control/reset'],
    ['/_control/%73tate?x=1#y', '/_control/state'],
    ['http://127.0.0.1:4010/_CONTROL/state', '/_control/state'],
    ['/_control', '/_control'],
  ])('reads %j as the switch %j', (sent, route) => {
    expect(controlRoute(sent)).toBe(route);
  });

  it.each(['/v1/community', '/v1/_control/state', '/_controls/state', '/_cdn/_control', '/', ''])(
    'leaves %j to the service',
    (sent) => {
      expect(controlRoute(sent)).toBeUndefined();
    },
  );
});

describe('pathSegments', () => {
  it('keeps a segment that is not percent-encoding as sent', () => {
    expect(pathSegments('/v1/community/%E0%A4%A/member')).toEqual(['v1', 'community', '%E0%A4%A', 'member']);
  });

  it('decodes once: a twice-encoded name stays encoded', () => {
    expect(pathSegments('/%255Fcontrol/state')).toEqual(['%5Fcontrol', 'state']);
  });
});
