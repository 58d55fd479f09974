import type { BetTypeRates } from '../slip';
import type { BetGroup, ElottKind } from './groups';
import { KenoPicker } from './KenoPicker';
import type { ElottNames } from './names';
import { NoneButtons, PositionMatrix, PositionValueRows, ValueGrid } from './Pickers';
import type { Picks } from './selection';
import { TypedPicker } from './TypedPicker';

/** Values a board shows at most; past that the numbers are typed (4D, 3D straight). */
const BOARD_MAX = 100;

const boardable = (rates: BetTypeRates) => rates.maxValue - rates.minValue + 1 <= BOARD_MAX;

/**
 * The pickers of a group, driven by each type's `selection`: position_value rows, a table of position types, one
 * button per type without numbers, a keno board, a board of few values, or the typed entry.
 */
export function GroupPicker({
  kind,
  group,
  names,
  picks,
  onChange,
}: {
  kind: ElottKind;
  group: BetGroup;
  names: ElottNames;
  picks: Picks;
  onChange: (picks: Picks) => void;
}) {
  const by = (test: (rates: BetTypeRates) => boolean) => group.types.filter(test);
  const positionTypes = by((rates) => rates.selection === 'position');
  const noneTypes = by((rates) => rates.selection === 'none');
  const typed = by((rates) => rates.selection === 'number' && !boardable(rates));
  const set = (type: string) => (numbers: string[]) => onChange({ ...picks, [type]: numbers });
  return (
    <div className="elt-picker" data-group={group.key}>
      {by((rates) => rates.selection === 'position_value').map((rates) => (
        <PositionValueRows
          key={rates.type}
          rates={rates}
          names={names}
          numbers={picks[rates.type] ?? []}
          onChange={set(rates.type)}
          cars={kind === 'pk10'}
        />
      ))}
      {positionTypes.length > 0 ? (
        <PositionMatrix types={positionTypes} names={names} picks={picks} onChange={onChange} />
      ) : null}
      {noneTypes.length > 0 ? (
        <NoneButtons types={noneTypes} names={names} picks={picks} onChange={onChange} />
      ) : null}
      {by((rates) => rates.selection === 'set').map((rates) => (
        <KenoPicker
          key={rates.type}
          rates={rates}
          numbers={picks[rates.type] ?? []}
          onChange={set(rates.type)}
        />
      ))}
      {by((rates) => rates.selection === 'number' && boardable(rates)).map((rates) => (
        <ValueGrid
          key={rates.type}
          rates={rates}
          names={names}
          numbers={picks[rates.type] ?? []}
          onChange={set(rates.type)}
        />
      ))}
      {typed.length > 0 ? (
        <TypedPicker types={typed} names={names} picks={picks} onChange={onChange} />
      ) : null}
    </div>
  );
}
