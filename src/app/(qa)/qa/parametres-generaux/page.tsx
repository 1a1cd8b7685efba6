import { QaSettings } from '../settings-view'

export default function QaParametresGeneraux() {
  return <QaSettings locale="fr" />
}
