export default function HomePage() {
  return <h1 className="text-3xl font-bold">Pure and Fresh Dry Fruits</h1>;
}
