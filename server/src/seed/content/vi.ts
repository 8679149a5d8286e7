import type { SeedContent } from './types';

const BANNERS: SeedContent['banners'] = {
  'spot-trading': {
    headline: 'Giao dịch BTC, ETH và nhiều hơn nữa 24/7',
    subline:
      'Lệnh giới hạn và lệnh thị trường, sổ lệnh trực tiếp, khớp lệnh ưu tiên giá và thời gian',
  },
  'lock-products': {
    headline: 'Để USDT nhàn rỗi sinh lời',
    subline: 'Sản phẩm tiết kiệm có kỳ hạn, hiển thị trước tiền lãi mỗi ngày',
  },
  'secure-account': {
    headline: 'Tài khoản của bạn, bảo vệ chặt chẽ',
    subline: 'Mật khẩu giao dịch, xác minh e-mail và điện thoại: nâng cấp độ bảo mật ngay hôm nay',
  },
};

/** Vietnamese. */
export const VI_CONTENT: SeedContent = {
  banners: BANNERS,
  articles: {
    1: {
      title: BANNERS['spot-trading'].headline,
      paragraphs: [
        'Giao dịch giao ngay hoạt động 24 giờ mỗi ngày, 7 ngày mỗi tuần trên tám cặp USDT và ba cặp BTC.',
        'Đặt lệnh giới hạn theo giá của bạn hoặc lệnh thị trường theo giá tốt nhất hiện có. Lệnh được khớp theo giá, sau đó theo thời gian, và mỗi lần khớp đều thực hiện theo giá của lệnh đang chờ trên sổ.',
      ],
    },
    2: {
      title: BANNERS['lock-products'].headline,
      paragraphs: [
        'Sản phẩm tiết kiệm có kỳ hạn trả lãi suất năm cố định trên số tiền bạn khóa trong kỳ hạn đã chọn. Tiền lãi được tính hằng ngày và trả vào tài khoản giao ngay của bạn; tiền gốc được hoàn lại khi đáo hạn.',
        'Mọi biến động đều hiển thị trong lịch sử tài sản, nên bạn có thể kiểm tra tiền lãi từng ngày đến chữ số thập phân cuối cùng.',
      ],
    },
    3: {
      title: BANNERS['secure-account'].headline,
      paragraphs: [
        'Cấp độ bảo mật của bạn tăng lên với mỗi lớp bảo vệ bạn thêm: số điện thoại đã liên kết, địa chỉ e-mail đã xác minh và danh tính đã xác minh.',
        'Hãy đặt thêm mật khẩu giao dịch: khi rút tiền và chuyển tiền, hệ thống sẽ yêu cầu mật khẩu này, kể cả khi người khác có được thông tin đăng nhập của bạn.',
      ],
    },
    4: {
      title: 'Bảo trì định kỳ vào Chủ nhật, 02:00–03:00 UTC',
      paragraphs: [
        'Để nâng cấp máy chủ cơ sở dữ liệu, giao dịch, nạp tiền và rút tiền sẽ tạm dừng vào Chủ nhật từ 02:00 đến 03:00 UTC.',
        'Các lệnh đang mở vẫn nằm trên sổ lệnh trong thời gian bảo trì và tiếp tục được khớp ngay khi dịch vụ hoạt động trở lại. Bạn không cần thực hiện thao tác nào.',
        'Chúng tôi xin lỗi vì sự bất tiện và cảm ơn sự kiên nhẫn của bạn.',
      ],
    },
    5: {
      title: 'Niêm yết mới: mở giao dịch giao ngay TRX/USDT',
      paragraphs: [
        'TRON (TRX) đã được niêm yết và cặp TRX/USDT đã mở giao dịch giao ngay.',
        'Cặp này có giá với 4 chữ số thập phân, khối lượng theo bước 0,1 TRX; mỗi lệnh phải có giá trị tối thiểu 5 USDT.',
      ],
    },
    6: {
      title: 'Cảnh báo bảo mật: cách nhận biết lừa đảo giả mạo',
      paragraphs: [
        'Kẻ gian sao chép trang của sàn giao dịch để đánh cắp thông tin đăng nhập. Luôn kiểm tra thanh địa chỉ trước khi nhập mật khẩu và tuyệt đối không chia sẻ mã xác minh với bất kỳ ai, kể cả người tự xưng là nhân viên của chúng tôi.',
        'Ví dụ về một thẻ hình ảnh độc hại mà một trang thiếu cẩn trọng sẽ chạy:',
        'đoạn mã này không bao giờ được chạy',
        'Nếu bạn nghĩ tài khoản của mình đang gặp rủi ro, hãy đổi mật khẩu và liên hệ bộ phận hỗ trợ ngay.',
      ],
    },
    7: {
      title: 'Sáu cặp trên dải thị trường trang chủ',
      paragraphs: [
        'Dải thị trường trên trang chủ hiển thị sáu cặp cùng giá trực tiếp và biến động 24 giờ: BTC, ETH, LTC, XRP, EOS và BCH so với USDT. Chọn một ô để giao dịch cặp đó.',
        'Tất cả các cặp khác, bao gồm DOGE/USDT, TRX/USDT và các cặp BTC, đều có trên trang giao dịch.',
      ],
    },
    8: {
      title: 'Cập nhật biểu phí giao dịch giao ngay',
      paragraphs: [
        'Từ ngày đầu tiên của tháng tới, phí giao ngay tiêu chuẩn là 0,1% cho cả lệnh maker và taker.',
        'Biểu phí đầy đủ nằm ở trang Biểu phí trong mục Dịch vụ.',
      ],
    },
    9: {
      title: 'Nạp BTC nay được ghi có sau 2 xác nhận',
      paragraphs: [
        'Tiền nạp bitcoin nay được ghi có vào tài khoản giao ngay của bạn sau 2 xác nhận mạng thay vì 3, và có thể rút sau 6 xác nhận.',
      ],
    },
    10: {
      title: 'Đã có tiếng Thái và tiếng Việt',
      paragraphs: [
        'Trang web nay có 11 ngôn ngữ. Chọn ngôn ngữ của bạn trong menu ngôn ngữ ở đầu trang; lựa chọn của bạn được ghi nhớ trên thiết bị này.',
      ],
    },
    11: {
      title: 'Giờ hỗ trợ khách hàng trong dịp lễ',
      paragraphs: [
        'Hỗ trợ qua chat trực tuyến vẫn mở suốt ngày đêm trong dịp lễ. Yêu cầu qua e-mail có thể mất đến 48 giờ để được phản hồi.',
      ],
    },
    12: {
      title: 'Về chúng tôi',
      paragraphs: [
        'Chúng tôi vận hành một sàn giao dịch tài sản số dành cho nhà đầu tư cá nhân: giao dịch giao ngay, giao dịch đòn bẩy, giao dịch tăng/giảm ngắn hạn và sản phẩm tiết kiệm có kỳ hạn.',
        'Nguyên tắc của chúng tôi rất đơn giản. Giá đến từ các giao dịch thật, kết quả được thanh toán theo dữ liệu giá đã ghi nhận, và số dư của bạn được hạch toán đến chữ số thập phân cuối cùng.',
      ],
    },
    13: {
      title: 'Các biện pháp bảo mật của chúng tôi',
      paragraphs: [
        'Mật khẩu chỉ được lưu dưới dạng băm scrypt có salt. Token phiên được tạo ngẫu nhiên, hết hạn sau bảy ngày và có thể thu hồi bất cứ lúc nào bằng cách đăng xuất.',
        'Mã xác minh chỉ dùng một lần, hết hạn sau mười phút và bị giới hạn số lần gửi.',
      ],
    },
    14: {
      title: 'Tuyển dụng',
      paragraphs: [
        'Chúng tôi đang tuyển kỹ sư, chuyên viên vận hành thị trường và nhân viên hỗ trợ đa ngôn ngữ.',
        'Hãy gửi CV kèm vài dòng về công việc bạn muốn đảm nhận tới jobs@exchange.local.',
      ],
    },
    15: {
      title: 'Báo chí và truyền thông',
      paragraphs: [
        'Nhà báo có thể liên hệ đội ngũ truyền thông của chúng tôi qua press@exchange.local. Logo và ảnh chụp màn hình sản phẩm được cung cấp theo yêu cầu.',
      ],
    },
    16: {
      title: 'Biểu phí',
      paragraphs: [
        'Giao dịch giao ngay: 0,1% maker, 0,1% taker. Nạp tiền miễn phí. Phí rút tiền tùy theo mạng lưới và được hiển thị trước khi bạn xác nhận.',
        'Vị thế đòn bẩy chịu phí mở vị thế và phí qua đêm hằng ngày tính trên giá trị vị thế; cả hai đều hiển thị trên biểu mẫu đặt lệnh.',
      ],
    },
    17: {
      title: 'Hướng dẫn giao dịch giao ngay',
      paragraphs: [
        'Lệnh giới hạn nằm trên sổ lệnh cho đến khi được khớp hoặc bị hủy. Lệnh thị trường được khớp ngay với các mức giá tốt nhất ở phía đối diện.',
        'Dùng thanh trượt để đặt khối lượng lệnh theo tỷ lệ số dư khả dụng: 25%, 50%, 75% hoặc 100%.',
      ],
    },
    18: {
      title: 'Đăng ký niêm yết',
      paragraphs: [
        'Các dự án muốn niêm yết token có thể đăng ký qua listing@exchange.local. Chúng tôi xem xét thanh khoản, kết quả kiểm toán bảo mật và đội ngũ trước mỗi lần niêm yết.',
      ],
    },
    19: {
      title: 'Dịch vụ cho tổ chức',
      paragraphs: [
        'Doanh nghiệp và quỹ có thể mở tài khoản tổ chức với hỗ trợ riêng và hạn mức cao hơn. Liên hệ institutions@exchange.local.',
      ],
    },
    20: {
      title: 'Cách nạp tiền',
      paragraphs: [
        'Mở Tài sản, chọn loại tiền và sao chép địa chỉ nạp. Chỉ gửi đúng loại tiền đó qua mạng lưới được hiển thị, nếu không tiền có thể bị mất.',
        'Khoản nạp được ghi có sau khi đủ số xác nhận mạng cần thiết.',
      ],
    },
    21: {
      title: 'Cách rút tiền',
      paragraphs: [
        'Trước tiên hãy thêm địa chỉ rút tiền, sau đó nhập số lượng và mật khẩu giao dịch. Phí và số tiền bạn sẽ nhận được hiển thị trước khi bạn xác nhận.',
      ],
    },
    22: {
      title: 'Đặt lại mật khẩu đã quên',
      paragraphs: [
        'Dùng liên kết “Quên mật khẩu?” trên trang đăng nhập. Chúng tôi sẽ gửi mã xác minh đến e-mail hoặc điện thoại của bạn; nhập mã cùng mật khẩu mới gồm 6 đến 16 chữ cái hoặc chữ số.',
      ],
    },
    23: {
      title: 'Liên hệ hỗ trợ',
      paragraphs: [
        'Chat với chúng tôi bằng nút dịch vụ trực tuyến ở góc dưới bên phải mỗi trang, hoặc viết thư tới support@exchange.local. Tuyệt đối không gửi mật khẩu của bạn cho chúng tôi.',
      ],
    },
    24: {
      title: 'Chính sách quyền riêng tư',
      paragraphs: [
        'Chính sách này giải thích chúng tôi thu thập dữ liệu cá nhân nào, vì sao, và bạn có những quyền gì.',
        'Chúng tôi thu thập dữ liệu bạn cung cấp (địa chỉ e-mail, số điện thoại, giấy tờ tùy thân khi bạn xác minh danh tính) và dữ liệu phát sinh khi bạn sử dụng dịch vụ (lệnh, giao dịch, nạp tiền, rút tiền, thời gian đăng nhập và địa chỉ IP).',
        'Chúng tôi dùng dữ liệu này để vận hành tài khoản của bạn, thực hiện nghĩa vụ pháp lý, giữ an toàn cho dịch vụ và trả lời yêu cầu của bạn. Chúng tôi không bán dữ liệu cá nhân.',
        'Bạn có thể yêu cầu bản sao dữ liệu, yêu cầu chỉnh sửa và, khi pháp luật cho phép, yêu cầu xóa dữ liệu bằng cách viết thư tới privacy@exchange.local.',
      ],
    },
    25: {
      title: 'Chính sách cookie',
      paragraphs: [
        'Chúng tôi lưu một vài giá trị trong trình duyệt của bạn: token phiên, ngôn ngữ, giao diện và cặp giao dịch gần nhất của bạn. Chúng cần thiết để trang web hoạt động và không được dùng cho quảng cáo.',
      ],
    },
  },
  notify: {
    title: 'Chào mừng bạn đến với sàn giao dịch',
    content:
      'Thị trường giao ngay mở cửa suốt ngày đêm. Bảo trì định kỳ diễn ra vào Chủ nhật từ 02:00 đến 03:00 UTC; các lệnh đang mở vẫn nằm trên sổ lệnh. Tuyệt đối không chia sẻ mật khẩu hay mã xác minh với bất kỳ ai.',
  },
  lockProducts: {
    'USDT 7-day lock': 'Tiết kiệm USDT 7 ngày',
    'USDT 30-day lock': 'Tiết kiệm USDT 30 ngày',
    'USDT 90-day lock': 'Tiết kiệm USDT 90 ngày',
    'BTC 30-day lock': 'Tiết kiệm BTC 30 ngày',
  },
};
