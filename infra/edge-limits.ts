/**
 * Limits at the edge (the AWS WAF web ACL on CloudFront, infra/constructs/edge-firewall.ts), per client
 * IP over a 5-minute window. Pure data, no CDK import. A cinema's members may share one IP (the venue's
 * Wi-Fi during a show), so the limits leave room for a full auditorium: 200 members answering a show's
 * questions together stay well under the tighter one.
 */
export const EDGE_WINDOW_SECONDS = 300;

export interface EdgeRateLimit {
  /** Requests per client IP per window; WAF blocks the IP's further requests until it falls back under. */
  limit: number;
  why: string;
}

/** Every request under /api. */
export const API_RATE_LIMIT: EdgeRateLimit = {
  limit: 6000,
  why: '20 requests a second for 5 minutes from one address: far above a person, room for a venue full of members',
};

/**
 * The routes that pay or spend points or claim a referral: answering a question, redeeming a reward,
 * claiming a referral code. Guessing answers, draining stock or farming referrals takes many of them.
 */
export const POINTS_ROUTES_PATTERN = '^/api/(questions/[^/]+/answers|rewards/[^/]+/redemptions|me/referral)$';
export const POINTS_ROUTES_RATE_LIMIT: EdgeRateLimit = {
  limit: 1200,
  why: '4 a second for 5 minutes from one address: a full auditorium answering a show’s questions fits, a script does not',
};

/**
 * Admin bodies are larger than the 8 KB the common rule set allows (SizeRestrictions_BODY): a seat map
 * lists up to 20,000 seats, a bulk save carries 50 questions (the API itself takes up to 512 KB, see
 * shared/schemas/input.ts). That rule only counts, and labels; a rule of ours then blocks a large body
 * anywhere but under this prefix, so member and public routes keep the 8 KB limit.
 */
export const LARGE_BODY_PREFIX = '/api/admin/';
export const SIZE_RESTRICTIONS_BODY_LABEL = 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body';

/** AWS's managed rule groups, in the order the web ACL evaluates them. */
export const MANAGED_RULE_GROUPS = ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'] as const;
