import type { VnRegion } from './vn-result.ts';

/** ISO order: Monday (Thứ Hai) first, Sunday (Chủ Nhật) last. */
export const VN_WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type VnWeekday = (typeof VN_WEEKDAYS)[number];

/**
 * Who draws on each weekday (docs/games/lottery/vn.md cites the sources). The North has one draw a day
 * under the name of the rotating host company (the result sheet is the same "Xổ số Miền Bắc"); the
 * South and Centre draw one sheet per province, several provinces a day, listed in the usual order.
 */
export const VN_DRAW_ROTA: Readonly<Record<VnRegion, Readonly<Record<VnWeekday, readonly string[]>>>> = {
  north: {
    monday: ['Hà Nội (Thủ Đô)'],
    tuesday: ['Quảng Ninh'],
    wednesday: ['Bắc Ninh'],
    thursday: ['Hà Nội (Thủ Đô)'],
    friday: ['Hải Phòng'],
    saturday: ['Nam Định'],
    sunday: ['Thái Bình'],
  },
  central: {
    monday: ['Thừa Thiên Huế', 'Phú Yên'],
    tuesday: ['Đắk Lắk', 'Quảng Nam'],
    wednesday: ['Đà Nẵng', 'Khánh Hòa'],
    thursday: ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
    friday: ['Gia Lai', 'Ninh Thuận'],
    saturday: ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
    sunday: ['Kon Tum', 'Khánh Hòa', 'Thừa Thiên Huế'],
  },
  south: {
    monday: ['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau'],
    tuesday: ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'],
    wednesday: ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    thursday: ['Tây Ninh', 'An Giang', 'Bình Thuận'],
    friday: ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
    saturday: ['TP. Hồ Chí Minh', 'Long An', 'Bình Phước', 'Hậu Giang'],
    sunday: ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
  },
};

/** The provinces (or, North, the host station) drawing in `region` on `weekday`. */
export function vnProvincesDrawing(region: VnRegion, weekday: VnWeekday): readonly string[] {
  return VN_DRAW_ROTA[region][weekday];
}

/** The weekdays a province draws in a region (e.g. Đà Nẵng: wednesday, saturday). */
export function vnDrawDays(region: VnRegion, province: string): VnWeekday[] {
  return VN_WEEKDAYS.filter((day) => VN_DRAW_ROTA[region][day].includes(province));
}
