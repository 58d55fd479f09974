import type { Language } from './constants.ts';

/**
 * The error catalogue: stable codes, their HTTP status and their message in each language
 * (spec §8). Modules add their codes here so server and web share one list.
 */
export const ERRORS = {
  validation_error: { status: 400, vi: 'Dữ liệu không hợp lệ', en: 'Invalid input' },
  invalid_page: { status: 400, vi: 'Số trang không hợp lệ', en: 'Invalid page number' },
  invalid_page_size: { status: 400, vi: 'Kích thước trang không hợp lệ', en: 'Invalid page size' },
  vendor_not_found: { status: 400, vi: 'Nhà cung cấp trò chơi không tồn tại', en: 'Unknown game vendor' },
  game_type_invalid: { status: 400, vi: 'Loại trò chơi không hợp lệ', en: 'Invalid game type' },
  not_found: { status: 404, vi: 'Không tìm thấy nội dung', en: 'Not found' },
  route_not_found: { status: 404, vi: 'Đường dẫn không tồn tại', en: 'No such address' },
  invalid_url: {
    status: 400,
    vi: 'URL không hợp lệ, vui lòng liên hệ bộ phận chăm sóc khách hàng',
    en: 'Invalid URL, please contact customer service',
  },
  access_restricted: { status: 403, vi: 'Truy cập bị hạn chế', en: 'Access restricted' },
  system_maintenance: { status: 503, vi: 'Hệ thống đang bảo trì', en: 'System under maintenance' },
  please_login: { status: 401, vi: 'Vui lòng đăng nhập trước', en: 'Please log in first' },
  rate_limited: {
    status: 429,
    vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút',
    en: 'Too many requests, retry in 5 minutes',
  },
  payload_too_large: { status: 413, vi: 'Dữ liệu gửi lên quá lớn', en: 'Request too large' },
  unsupported_media_type: {
    status: 415,
    vi: 'Định dạng dữ liệu không được hỗ trợ',
    en: 'Unsupported content type',
  },
  method_not_allowed: { status: 405, vi: 'Phương thức không được hỗ trợ', en: 'Method not allowed' },
  system_error: { status: 500, vi: 'Lỗi hệ thống', en: 'System error' },
  unknown_error: { status: 500, vi: 'Lỗi không xác định', en: 'Unknown error' },
} as const satisfies Record<string, { status: number } & Record<Language, string>>;

export type ErrorCode = keyof typeof ERRORS;

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERRORS[code][language];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}
