export default function Home() {
  return <div className="bg-night pt-32 text-white container-page">home</div>
}
