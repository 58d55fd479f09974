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
  service_unavailable: {
    status: 503,
    vi: 'Hệ thống tạm thời gián đoạn, vui lòng thử lại sau giây lát',
    en: 'The service is briefly unavailable, please try again in a moment',
  },
  request_in_progress: {
    status: 409,
    vi: 'Một yêu cầu khác của bạn đang được xử lý, vui lòng đợi giây lát rồi thử lại',
    en: 'Another request of yours is still being processed; please wait a moment and try again',
  },
  account_busy: {
    status: 409,
    vi: 'Tài khoản đang bận với một giao dịch khác nên yêu cầu chưa thể thực hiện, vui lòng thử lại',
    en: 'Your account is busy with another transaction, so the request could not be done; please try again',
  },
  language_unsupported: { status: 400, vi: 'Ngôn ngữ không được hỗ trợ', en: 'Unsupported language' },
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
  // answered by the HTTP layer before a route sees the request (http/client-errors.ts)
  /** The request line or headers are longer than the server reads: 431, or 414 when the address alone is. */
  request_too_large: {
    status: 431,
    vi: 'Yêu cầu quá lớn: địa chỉ hoặc tiêu đề quá dài',
    en: 'Request too large: the address or headers are too long',
  },
  bad_request: { status: 400, vi: 'Yêu cầu không đúng định dạng', en: 'Malformed request' },
  request_timeout: { status: 408, vi: 'Yêu cầu quá thời gian chờ', en: 'Request timed out' },
  // accounts (spec §8)
  login_failed: {
    status: 401,
    vi: 'Tài khoản hoặc mật khẩu không đúng',
    en: 'Incorrect account or password',
  },
  wrong_account: { status: 400, vi: 'Tài khoản không đúng', en: 'Wrong account' },
  wrong_password: { status: 400, vi: 'Mật khẩu không đúng', en: 'Wrong password' },
  incorrect_email: { status: 400, vi: 'Email không đúng', en: 'Incorrect email' },
  username_or_email_not_found: {
    status: 404,
    vi: 'Tên đăng nhập hoặc email không tồn tại',
    en: 'Username or email does not exist',
  },
  verify_first: {
    status: 400,
    vi: 'Vui lòng hoàn tất xác minh trước',
    en: 'Please complete verification first',
  },
  captcha_required: { status: 400, vi: 'Vui lòng nhập mã xác nhận', en: 'Please enter the captcha' },
  captcha_invalid: { status: 400, vi: 'Mã xác nhận không đúng', en: 'Captcha check failed' },
  captcha_too_fast: {
    status: 429,
    vi: 'Vui lòng đợi một giây rồi thử lại',
    en: 'Please wait a second and try again',
  },
  code_too_fast: {
    status: 429,
    vi: 'Vui lòng đợi một giây rồi thử lại',
    en: 'Please wait a second and try again',
  },
  account_locked: {
    status: 423,
    vi: 'Đăng nhập sai quá nhiều lần, tài khoản tạm khóa. Vui lòng thử lại sau',
    en: 'Too many failed attempts; the account is locked for a while. Please try again later',
  },
  account_disabled: { status: 403, vi: 'Tài khoản đã bị khóa', en: 'This account is disabled' },
  invalid_phone_number: { status: 400, vi: 'Số điện thoại không hợp lệ', en: 'Invalid phone number' },
  missing_phone_number: { status: 400, vi: 'Thiếu số điện thoại', en: 'Missing phone number' },
  sms_too_many_requests: {
    status: 429,
    vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút',
    en: 'Too many requests, retry in 5 minutes',
  },
  invalid_verification_code: { status: 400, vi: 'Mã xác minh không hợp lệ', en: 'Invalid verification code' },
  missing_verification_code: { status: 400, vi: 'Thiếu mã xác minh', en: 'Missing verification code' },
  code_expired: { status: 400, vi: 'Mã đã hết hạn, vui lòng gửi lại', en: 'Code expired, resend' },
  quota_exceeded: {
    status: 429,
    vi: 'Đã vượt hạn mức, vui lòng liên hệ hỗ trợ',
    en: 'Quota exceeded, contact support',
  },
  operation_not_enabled: { status: 403, vi: 'Chức năng chưa được bật', en: 'Operation not enabled' },
  popup_closed: { status: 400, vi: 'Cửa sổ đã đóng, đăng nhập thất bại', en: 'Popup closed, login failed' },
  username_taken: { status: 409, vi: 'Tên đăng nhập đã được sử dụng', en: 'This username is already taken' },
  mobile_taken: {
    status: 409,
    vi: 'Số điện thoại đã được sử dụng',
    en: 'This mobile number is already registered',
  },
  email_taken: { status: 409, vi: 'Email đã được sử dụng', en: 'This e-mail is already registered' },
  invitation_code_error: { status: 400, vi: 'Mã mời không hợp lệ', en: 'Invalid invitation code' },
  terms_not_accepted: {
    status: 400,
    vi: 'Bạn phải đủ 18 tuổi và đồng ý với điều khoản',
    en: 'You must be 18 or older and agree to the terms',
  },
  birthday_under_21: {
    status: 400,
    vi: 'Vui lòng xác nhận bạn đã đủ 21 tuổi',
    en: 'Please confirm you are 21 years old',
  },
  password_mismatch: { status: 400, vi: 'Xác nhận mật khẩu không khớp', en: 'Incorrect confirmation input' },
  password_rule: {
    status: 400,
    vi: 'Mật khẩu không đúng quy tắc',
    en: 'The password does not meet the rules',
  },
  password_same_as_old: {
    status: 400,
    vi: 'Mật khẩu mới phải khác mật khẩu cũ',
    en: 'The new password must differ from the old one',
  },
  field_invalid: {
    status: 400,
    vi: 'Vui lòng kiểm tra lại thông tin',
    en: 'Please check the highlighted fields',
  },
  reset_link_invalid: {
    status: 400,
    vi: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn',
    en: 'The reset link is invalid or has expired',
  },
  session_expired: {
    status: 401,
    vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    en: 'Your session has expired, please log in again',
  },
  csrf_failed: {
    status: 403,
    vi: 'Yêu cầu không hợp lệ, vui lòng tải lại trang',
    en: 'Invalid request, please reload the page',
  },
  in_need_true_account: {
    status: 403,
    vi: 'Vui lòng đăng ký hoặc đăng nhập tài khoản chính thức',
    en: 'Please register or log in to an official account',
  },
  error_not_agent: { status: 403, vi: 'Tài khoản không phải đại lý', en: 'This account is not an agent' },
  verification_failed: { status: 400, vi: 'Xác minh không thành công', en: 'Verification failed' },
  challenge_expired: {
    status: 400,
    vi: 'Phiên xác minh đã hết hạn, vui lòng đăng nhập lại',
    en: 'Verification expired, please log in again',
  },
  payment_password_wrong: { status: 400, vi: 'Mật khẩu thanh toán không đúng', en: 'Wrong payment password' },
  oauth_failed: { status: 400, vi: 'Đăng nhập bên thứ ba thất bại', en: 'Third-party sign-in failed' },
  oauth_already_bound: {
    status: 409,
    vi: 'Tài khoản đã được liên kết và không thể thay đổi',
    en: 'This account is already bound and cannot be changed',
  },
  payment_password_same_as_login: {
    status: 400,
    vi: 'Mật khẩu thanh toán phải khác mật khẩu đăng nhập',
    en: 'The payment password must differ from the login password',
  },
  login_password_required: {
    status: 400,
    vi: 'Vui lòng nhập mật khẩu đăng nhập để xác nhận',
    en: 'Please enter your login password to confirm',
  },
  authenticator_already_enabled: {
    status: 409,
    vi: 'Google Authenticator đã được bật',
    en: 'Google Authenticator is already on',
  },
  authenticator_not_set_up: {
    status: 400,
    vi: 'Vui lòng thiết lập Google Authenticator trước',
    en: 'Please set up Google Authenticator first',
  },
  authenticator_not_enabled: {
    status: 400,
    vi: 'Google Authenticator chưa được bật',
    en: 'Google Authenticator is not on',
  },
  avatar_invalid: { status: 415, vi: 'Ảnh phải là PNG hoặc JPG', en: 'The image must be PNG or JPG' },
  upload_too_large: { status: 413, vi: 'Tệp quá lớn', en: 'The file is too large' },
  // wallet
  insufficient_funds: { status: 409, vi: 'Số dư không đủ', en: 'Insufficient balance' },
  invalid_amount: { status: 400, vi: 'Số tiền không hợp lệ', en: 'Invalid amount' },
  idempotency_conflict: {
    status: 409,
    vi: 'Yêu cầu trùng mã nhưng khác nội dung',
    en: 'This request key was already used with different content',
  },
  deposit_below_minimum: {
    status: 400,
    vi: 'Số tiền nạp thấp hơn mức tối thiểu',
    en: 'The amount is below the minimum',
  },
  deposit_above_maximum: {
    status: 400,
    vi: 'Số tiền nạp vượt mức tối đa',
    en: 'The amount is above the maximum',
  },
  deposit_daily_limit: {
    status: 400,
    vi: 'Đã vượt hạn mức nạp trong ngày của kênh này',
    en: "This exceeds the channel's daily deposit limit",
  },
  channel_unavailable: {
    status: 400,
    vi: 'Kênh thanh toán không khả dụng',
    en: 'This payment channel is unavailable',
  },
  callback_invalid: { status: 401, vi: 'Chữ ký không hợp lệ', en: 'Invalid signature' },
  // wallet: transfers to upline/downline, vendor wallets, records
  transfer_target_invalid: {
    status: 400,
    vi: 'Chỉ có thể chuyển cho tuyến trên hoặc tuyến dưới trực tiếp',
    en: 'You can only transfer to your upline or a direct downline member',
  },
  payment_password_required: {
    status: 400,
    vi: 'Vui lòng nhập mật khẩu thanh toán',
    en: 'Please enter your payment password',
  },
  payment_password_not_set: {
    status: 400,
    vi: 'Bạn chưa đặt mật khẩu thanh toán, vui lòng đặt tại trung tâm bảo mật',
    en: 'You have not set a payment password yet; set one in the security centre',
  },
  payment_password_locked: {
    status: 423,
    vi: 'Nhập sai mật khẩu thanh toán quá nhiều lần, vui lòng thử lại sau',
    en: 'Too many wrong payment passwords; please try again later',
  },
  transfer_below_minimum: {
    status: 400,
    vi: 'Số tiền chuyển thấp hơn mức tối thiểu',
    en: 'The amount is below the minimum transfer',
  },
  transfer_above_maximum: {
    status: 400,
    vi: 'Số tiền chuyển vượt mức tối đa mỗi lần',
    en: 'The amount is above the maximum per transfer',
  },
  transfer_daily_limit: {
    status: 400,
    vi: 'Đã vượt hạn mức chuyển tiền trong ngày',
    en: 'This exceeds your daily transfer limit',
  },
  single_wallet_mode: {
    status: 400,
    vi: 'Hệ thống dùng ví chung, không cần chuyển quỹ giữa các ví',
    en: 'This site uses a single wallet; there is nothing to transfer between wallets',
  },
  wallet_transfer_invalid: {
    status: 400,
    vi: 'Vui lòng chọn chuyển giữa ví chính và một ví trò chơi',
    en: 'Choose a transfer between the main wallet and one game wallet',
  },
  vendor_maintenance: {
    status: 400,
    vi: 'Nhà cung cấp trò chơi đang bảo trì',
    en: 'This game vendor is under maintenance',
  },
  date_range_invalid: {
    status: 400,
    vi: 'Khoảng thời gian không hợp lệ (tối đa 90 ngày)',
    en: 'Invalid date range (at most 90 days)',
  },
  record_type_invalid: { status: 400, vi: 'Loại giao dịch không hợp lệ', en: 'Invalid record type' },
  // wallet: bank cards and withdrawals
  bank_not_supported: { status: 400, vi: 'Ngân hàng không được hỗ trợ', en: 'This bank is not supported' },
  card_not_found: { status: 404, vi: 'Không tìm thấy thẻ ngân hàng', en: 'Bank card not found' },
  card_limit_reached: {
    status: 400,
    vi: 'Bạn đã liên kết số thẻ ngân hàng tối đa',
    en: 'You have bound the maximum number of bank cards',
  },
  card_duplicate: {
    status: 409,
    vi: 'Thẻ ngân hàng này đã được liên kết',
    en: 'This bank card is already bound',
  },
  card_in_use: {
    status: 409,
    vi: 'Thẻ đang có lệnh rút tiền chờ xử lý, không thể xóa',
    en: 'This card has a withdrawal in progress and cannot be deleted',
  },
  payee_name_mismatch: {
    status: 400,
    vi: 'Tên chủ tài khoản phải trùng với họ tên thật đã đăng ký',
    en: 'The account holder name must match your registered real name',
  },
  withdrawal_below_minimum: {
    status: 400,
    vi: 'Số tiền rút thấp hơn mức tối thiểu',
    en: 'The amount is below the minimum withdrawal',
  },
  withdrawal_above_maximum: {
    status: 400,
    vi: 'Số tiền rút vượt mức tối đa mỗi lần',
    en: 'The amount is above the maximum per withdrawal',
  },
  withdrawal_daily_count: {
    status: 400,
    vi: 'Bạn đã đạt số lần rút tiền tối đa trong ngày',
    en: 'You have reached the maximum number of withdrawals for today',
  },
  withdrawal_daily_amount: {
    status: 400,
    vi: 'Đã vượt hạn mức rút tiền trong ngày',
    en: 'This exceeds your daily withdrawal limit',
  },
  withdrawal_turnover_required: {
    status: 400,
    vi: 'Bạn chưa đạt đủ doanh số cược yêu cầu để rút tiền',
    en: 'You have not yet reached the betting turnover required to withdraw',
  },
  withdrawal_not_pending: {
    status: 409,
    vi: 'Lệnh rút tiền không còn ở trạng thái chờ duyệt',
    en: 'This withdrawal is no longer pending review',
  },
  withdrawal_not_approved: {
    status: 409,
    vi: 'Lệnh rút tiền không ở trạng thái chờ chi trả',
    en: 'This withdrawal is not waiting for payout',
  },
  withdrawal_not_paid: {
    status: 409,
    vi: 'Lệnh rút tiền chưa được chi trả hoặc đã được xác nhận',
    en: 'This withdrawal has not been paid out, or was already confirmed',
  },
  proof_required: {
    status: 400,
    vi: 'Vui lòng tải lên ảnh chứng từ',
    en: 'Please upload a proof image',
  },
  proof_invalid: {
    status: 415,
    vi: 'Ảnh chứng từ phải là PNG hoặc JPG',
    en: 'The proof image must be PNG or JPG',
  },
  amount_received_invalid: {
    status: 400,
    vi: 'Số tiền đã nhận không hợp lệ (từ 0 đến số tiền rút)',
    en: 'Invalid amount received (from 0 up to the withdrawal amount)',
  },
  rebate_too_small: {
    status: 400,
    vi: 'Số tiền hoàn trả chưa đạt mức tối thiểu để nhận',
    en: 'The cashback is below the least that can be claimed',
  },
  reward_not_found: { status: 404, vi: 'Phần thưởng không tồn tại', en: 'Reward not found' },
  points_insufficient: {
    status: 400,
    vi: 'Điểm thưởng không đủ để đổi phần thưởng này',
    en: 'Not enough points for this reward',
  },
  message_not_found: { status: 404, vi: 'Không tìm thấy tin nhắn', en: 'Message not found' },
  // play: game launch, the seamless wallet, the studio
  game_not_found: { status: 404, vi: 'Trò chơi không tồn tại', en: 'Game not found' },
  game_unavailable: {
    status: 400,
    vi: 'Trò chơi này hiện chưa mở, vui lòng chọn trò chơi khác',
    en: 'This game is not open now, please choose another game',
  },
  game_maintenance: { status: 400, vi: 'Trò chơi đang bảo trì', en: 'This game is under maintenance' },
  launch_token_invalid: {
    status: 401,
    vi: 'Liên kết vào trò chơi đã hết hạn hoặc đã được dùng, vui lòng mở lại trò chơi',
    en: 'The game link has expired or was already used, please open the game again',
  },
  player_session_invalid: {
    status: 401,
    vi: 'Phiên chơi đã hết hạn, vui lòng mở lại trò chơi',
    en: 'Your game session has expired, please open the game again',
  },
  provider_unknown: { status: 404, vi: 'Nhà cung cấp không tồn tại', en: 'Unknown game provider' },
  signature_invalid: { status: 401, vi: 'Chữ ký không hợp lệ', en: 'Invalid signature' },
  round_not_found: { status: 404, vi: 'Không tìm thấy ván chơi', en: 'Round not found' },
  round_closed: { status: 409, vi: 'Ván chơi đã kết thúc', en: 'This round is already closed' },
  rollback_after_credit: {
    status: 409,
    vi: 'Ván chơi đã trả thưởng, không thể hoàn cược',
    en: 'This round has been paid out; its bets cannot be rolled back',
  },
  transaction_rolled_back: {
    status: 409,
    vi: 'Giao dịch này đã bị hủy trước đó',
    en: 'This transaction was already rolled back',
  },
  round_open: {
    status: 409,
    vi: 'Vui lòng kết thúc ván đang chơi trước',
    en: 'Finish the round in play first',
  },
  betting_closed: {
    status: 409,
    vi: 'Đã hết thời gian đặt cược của ván này, vui lòng chờ ván sau',
    en: 'Betting has closed for this round, please wait for the next one',
  },
  bet_already_placed: {
    status: 409,
    vi: 'Bạn đã đặt cược trong ván này',
    en: 'You already have a bet in this round',
  },
  lottery_draw_not_found: {
    status: 404,
    vi: 'Không tìm thấy kỳ quay này',
    en: 'No such draw',
  },
  lottery_closed: {
    status: 409,
    vi: 'Kỳ này đã hết giờ nhận cược',
    en: 'Betting on this draw has closed',
  },
  lottery_draw_over: {
    status: 409,
    vi: 'Kỳ này đã quay thưởng hoặc đã bị hủy',
    en: 'This draw has been drawn or cancelled',
  },
  lottery_numbers_invalid: {
    status: 400,
    vi: 'Số chọn không hợp lệ cho kiểu cược này',
    en: 'The numbers do not fit this bet type',
  },
  lottery_points_over_limit: {
    status: 400,
    vi: 'Vượt quá số điểm tối đa cho một số',
    en: 'Above the most points allowed on one number',
  },
  lottery_result_invalid: {
    status: 400,
    vi: 'Kết quả không đúng cấu trúc của miền',
    en: 'The result does not match the region’s result sheet',
  },
  lottery_result_mismatch: {
    status: 409,
    vi: 'Kết quả không khớp với kết quả người nhập trước đã nhập',
    en: 'The result differs from the one the first operator entered',
  },
  lottery_result_same_operator: {
    status: 409,
    vi: 'Kết quả phải được một người vận hành khác xác nhận',
    en: 'A different operator must confirm the result',
  },
  lottery_result_final: {
    status: 409,
    vi: 'Kết quả kỳ này đã được xác nhận',
    en: 'This draw’s result is already confirmed',
  },
  lottery_draw_not_closed: {
    status: 409,
    vi: 'Kỳ này vẫn đang nhận cược, chưa thể nhập kết quả',
    en: 'This draw is still taking bets: its result cannot be entered yet',
  },
  lottery_chase_not_found: {
    status: 404,
    vi: 'Không tìm thấy lệnh đuổi số này',
    en: 'No such chase',
  },
  lottery_chase_over: {
    status: 409,
    vi: 'Lệnh đuổi số này đã kết thúc',
    en: 'This chase has already ended',
  },
  lottery_not_official: {
    status: 409,
    vi: 'Kỳ quay nhanh lấy kết quả từ bộ sinh số, không nhập tay',
    en: 'A fast draw takes its result from the RNG, not from an entry',
  },
  decision_closed: {
    status: 409,
    vi: 'Đã hết thời gian quyết định của ván này',
    en: 'The time to decide in this round has run out',
  },
  table_illegal_move: {
    status: 400,
    vi: 'Không thể chọn như vậy với bài của bạn lúc này',
    en: 'That move is not allowed with your hand now',
  },
  cashout_unavailable: {
    status: 409,
    vi: 'Chưa thể rút tiền lúc này',
    en: 'You cannot cash out at this moment',
  },
  pvp_room_not_found: { status: 404, vi: 'Không tìm thấy phòng chơi', en: 'Room not found' },
  pvp_table_not_found: { status: 404, vi: 'Không tìm thấy bàn chơi', en: 'Table not found' },
  pvp_not_seated: {
    status: 409,
    vi: 'Bạn chưa ngồi vào bàn này',
    en: 'You are not seated at this table',
  },
  pvp_not_your_seat: {
    status: 403,
    vi: 'Đây không phải ghế của bạn',
    en: 'This is not your seat',
  },
  pvp_table_full: {
    status: 409,
    vi: 'Phòng đã hết chỗ, vui lòng thử lại sau',
    en: 'Every table of this room is full, please try again shortly',
  },
  pvp_hand_in_progress: {
    status: 409,
    vi: 'Ván bài đang diễn ra, vui lòng chờ ván kết thúc',
    en: 'A hand is being played, please wait for it to end',
  },
  pvp_not_your_turn: { status: 409, vi: 'Chưa đến lượt của bạn', en: 'It is not your turn' },
  pvp_turn_over: {
    status: 409,
    vi: 'Đã hết thời gian của lượt này',
    en: 'The time for this turn has run out',
  },
  pvp_illegal_move: {
    status: 400,
    vi: 'Nước đi không hợp lệ',
    en: 'That move is not allowed',
  },
  // sportsbook
  sports_fixture_not_found: { status: 404, vi: 'Không tìm thấy trận đấu này', en: 'No such match' },
  sports_market_not_found: {
    status: 404,
    vi: 'Không tìm thấy kèo hoặc lựa chọn này',
    en: 'No such market or selection',
  },
  sports_market_suspended: {
    status: 409,
    vi: 'Kèo đang tạm khóa, vui lòng thử lại sau giây lát',
    en: 'This market is suspended; please try again in a moment',
  },
  sports_market_closed: {
    status: 409,
    vi: 'Kèo này đã đóng hoặc đã có kết quả',
    en: 'This market has closed or been settled',
  },
  sports_odds_changed: {
    status: 409,
    vi: 'Tỷ lệ cược đã thay đổi, vui lòng kiểm tra lại phiếu cược',
    en: 'The odds have changed; please check your bet slip',
  },
  sports_parlay_same_match: {
    status: 400,
    vi: 'Cược xiên không được có hai lựa chọn của cùng một trận',
    en: 'A parlay may not hold two selections of one match',
  },
  sports_parlay_legs: {
    status: 400,
    vi: 'Cược xiên cần từ 2 đến 10 lựa chọn',
    en: 'A parlay takes 2 to 10 selections',
  },
  sports_stake_over_limit: {
    status: 400,
    vi: 'Tổng tiền cược vượt quá hạn mức cho kèo hoặc trận này',
    en: 'Your stakes would exceed the limit on this market or match',
  },
  sports_bet_rejected: {
    status: 409,
    vi: 'Cược bị từ chối do kèo thay đổi trong thời gian chờ xác nhận, tiền cược đã được hoàn lại',
    en: 'The bet was rejected because the market changed while it was being confirmed; your stake is back',
  },
  sports_cash_out_unavailable: {
    status: 409,
    vi: 'Hiện không thể rút tiền sớm cho cược này',
    en: 'Cash-out is not available for this bet right now',
  },
  sports_bet_not_found: { status: 404, vi: 'Không tìm thấy phiếu cược này', en: 'No such bet' },
  bet_below_minimum: { status: 400, vi: 'Mức cược thấp hơn mức tối thiểu', en: 'Bet below the minimum' },
  bet_above_maximum: { status: 400, vi: 'Mức cược vượt quá mức tối đa', en: 'Bet above the maximum' },
  // operator back office
  operator_login_failed: {
    status: 401,
    vi: 'Tên đăng nhập hoặc mật khẩu không đúng',
    en: 'Incorrect username or password',
  },
  operator_unauthorized: {
    status: 401,
    vi: 'Vui lòng đăng nhập bằng tài khoản quản trị',
    en: 'Please log in with an operator account',
  },
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
