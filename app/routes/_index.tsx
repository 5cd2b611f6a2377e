export default function Home() {
  return <h1>Roomcraft</h1>;
}
