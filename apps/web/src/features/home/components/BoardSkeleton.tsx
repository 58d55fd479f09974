export function BoardSkeleton() {
  return (
    <div className="board-list" aria-hidden>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={index} className="skeleton board-skeleton-row" />
      ))}
    </div>
  );
}
