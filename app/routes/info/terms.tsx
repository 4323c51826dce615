// Scaffold: the page is written by the content-pages work of issue #2.
export default function Page() {
  return <div className="pt-32 container-page">terms</div>
}
