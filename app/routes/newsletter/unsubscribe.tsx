export default function Page() {
  return <div className="pt-32 container-page">unsubscribe</div>
}
