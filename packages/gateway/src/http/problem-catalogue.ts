import { message, type MessageKey, type ProblemTypeSlug } from '@portal/contract';

/** A text of the gateway in both of the product's languages. */
export type LocalText = { zh: string; en: string };

export type ProblemCause = ProblemTypeSlug;

export type CauseEntry = {
  /** The status this cause answers with. */
  status: number;
  title: LocalText;
  /** The detail when the place that refuses has none more precise. */
  detail: LocalText;
};

// Texts the SPA already knows from the contract's catalogue keep their key, so its English pages go on
// translating them (packages/web/src/api/problem.ts).
function known(key: MessageKey): LocalText {
  return { zh: message(key), en: message(key, 'en-US') };
}

const text = (zh: string, en: string): LocalText => ({ zh, en });

/**
 * One entry per cause (the problem's `type`): its status, title and default detail in zh-CN and
 * en-US. docs/api.md, "Errors", lists the same causes with what a program should do.
 */
export const PROBLEM_CATALOGUE: Readonly<Record<ProblemCause, CauseEntry>> = {
  'validation-failed': {
    status: 400,
    title: known('problemBadRequest'),
    detail: known('problemBadRequest'),
  },
  'malformed-request': {
    status: 400,
    title: text('请求格式有误', 'The request is malformed'),
    detail: text('请求格式有误', 'The request is malformed'),
  },
  'invalid-credentials': {
    status: 400,
    title: text('用户名或密码错误', 'Wrong user name or password'),
    detail: text('用户名或密码错误，请重试', 'Wrong user name or password, please try again'),
  },
  'account-locked': {
    status: 429,
    title: text('账号已锁定', 'The account is locked'),
    detail: text('登录失败次数过多，账号已暂时锁定，请稍后再试', 'Too many failed sign-ins: the account is locked for a while, please try again later'),
  },
  unauthenticated: {
    status: 401,
    title: known('problemUnauthenticated'),
    detail: known('problemUnauthenticated'),
  },
  'password-change-required': {
    status: 403,
    title: text('请先修改密码', 'Change the password first'),
    detail: text('请先修改初始密码后再使用平台', 'Change the initial password before using the portal'),
  },
  forbidden: {
    status: 403,
    title: known('problemForbidden'),
    detail: known('problemForbidden'),
  },
  'not-found': {
    status: 404,
    title: known('problemNotFound'),
    detail: known('problemNotFound'),
  },
  'state-conflict': {
    status: 409,
    title: text('当前状态下不能进行此操作', 'Not possible in the current state'),
    detail: text('该记录当前的状态不允许此操作', "The record's current state does not allow this"),
  },
  'already-exists': {
    status: 409,
    title: text('数据已存在', 'Already exists'),
    detail: text('相同的数据已存在', 'The same data exists already'),
  },
  'request-in-progress': {
    status: 409,
    title: text('同一操作正在处理中', 'The same action is in progress'),
    detail: text('同一操作正在处理中，请稍后查看结果', 'The same action is still in progress; look at its outcome shortly'),
  },
  'idempotency-key-reused': {
    status: 422,
    title: text('Idempotency-Key 已用于另一请求', 'Idempotency-Key used for another request'),
    detail: text(
      '该 Idempotency-Key 已用于另一请求，请为新的操作使用新的键',
      'This Idempotency-Key was used for another request; use a new key for a new action',
    ),
  },
  'platform-refused': {
    status: 400,
    title: text('业务平台拒绝了该请求', 'The institute platform refused the request'),
    detail: known('problemBadRequest'),
  },
  'payload-too-large': {
    status: 413,
    title: known('problemPayloadTooLarge'),
    detail: known('problemPayloadTooLarge'),
  },
  'unsupported-media-type': {
    status: 415,
    title: known('problemUnsupportedMediaType'),
    detail: known('problemUnsupportedMediaType'),
  },
  'uri-too-long': {
    status: 414,
    title: text('请求地址过长', 'The URL is too long'),
    detail: text('请求地址过长', 'The URL is too long'),
  },
  'headers-too-large': {
    status: 431,
    title: text('请求头过大', 'The request headers are too large'),
    detail: text('请求头或请求地址过长', 'The request headers or the URL are too long'),
  },
  'request-timeout': {
    status: 408,
    title: text('请求超时', 'Request timeout'),
    detail: text('请求超时，请重试', 'The request took too long, please send it again'),
  },
  'rate-limited': {
    status: 429,
    title: known('problemTooManyRequests'),
    detail: text('请求过于频繁，请稍后再试', 'Too many requests, please try again later'),
  },
  'internal-error': {
    status: 500,
    title: known('problemInternalError'),
    detail: known('problemInternalError'),
  },
  'not-implemented': {
    status: 501,
    title: known('problemNotImplemented'),
    detail: text('该功能尚未开放，敬请期待', 'This function is not available yet'),
  },
  'platform-failed': {
    status: 502,
    title: known('serverError'),
    detail: known('serverError'),
  },
  'dependency-unavailable': {
    status: 503,
    title: known('problemServiceUnavailable'),
    detail: known('platformUnavailable'),
  },
  stopping: {
    status: 503,
    title: text('服务正在停止', 'The service is stopping'),
    detail: text('服务正在停止，请稍后重试', 'This server is stopping, please send the request again'),
  },
  'platform-timeout': {
    status: 504,
    title: known('gatewayTimeout'),
    detail: known('gatewayTimeout'),
  },
  // The gateway never answers these itself: the proxy in front of it does, in these words
  // (deploy/nginx/portal-server.conf), when no gateway is reachable or none answers in time.
  'portal-unavailable': {
    status: 502,
    title: text('服务器错误，请稍后再试', 'Server error, please try again later'),
    detail: text('门户服务暂时无法连接，请稍后再试', 'The portal cannot be reached now; try again later'),
  },
  'portal-timeout': {
    status: 504,
    title: text('服务器响应超时，请稍后再试', 'The server did not answer in time, please try again later'),
    detail: text('门户服务响应超时，请稍后再试', 'The portal did not answer in time; try again later'),
  },
};
