import { QaSettings } from '../settings-view'

export default function QaGeneralSettings() {
  return <QaSettings locale="en" />
}
