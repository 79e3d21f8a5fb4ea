/** A customer's tags, as small labels (nothing when there are none). */
export function CustomerTags({ tags, className = '' }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <span className={`flex flex-wrap gap-1.5 ${className}`}>
      {tags.map((tag) => (
        <span key={tag} className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold text-walnut-800">
          {tag}
        </span>
      ))}
    </span>
  );
}
