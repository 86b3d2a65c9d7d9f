import { useCatalogue, type Catalogue } from '../../lib/text';

const noticeZh = {
  'list.title': '通知公告',
  'list.keyword': '关键字',
  'list.keywordHint': '标题或正文中的字词',
  'list.published': '发布日期',
  'list.total': '共 {total} 条公告',
  'notice.top': '置顶',
  'notice.publisher': '发布单位',
  'notice.publishedAt': '发布时间',
  'notice.attachments': '附件',
  'notice.attachment': '附件 {index}',
  'notice.download': '下载',
  'notice.back': '返回列表',
  'notice.noId': '未指定公告，请从公告列表中打开。',
} as const;

export type NoticeTextKey = keyof typeof noticeZh;

const noticeEn: Record<NoticeTextKey, string> = {
  'list.title': 'Notices',
  'list.keyword': 'Keyword',
  'list.keywordHint': 'Words in the title or text',
  'list.published': 'Published',
  'list.total': '{total} notices',
  'notice.top': 'Pinned',
  'notice.publisher': 'Publisher',
  'notice.publishedAt': 'Published',
  'notice.attachments': 'Attachments',
  'notice.attachment': 'Attachment {index}',
  'notice.download': 'Download',
  'notice.back': 'Back to list',
  'notice.noId': 'No notice given; open one from the list.',
};

const NOTICE_TEXT: Catalogue<NoticeTextKey> = { 'zh-CN': noticeZh, 'en-US': noticeEn };

export function useNoticeText() {
  return useCatalogue(NOTICE_TEXT);
}
