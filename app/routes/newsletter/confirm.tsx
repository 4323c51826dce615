export default function Page() {
  return <div className="pt-32 container-page">confirm</div>
}
