import { QaSettings, settingsMetadata } from '../settings-view'

export const generateMetadata = () => settingsMetadata('en')

export default function QaGeneralSettings() {
  return <QaSettings locale="en" />
}
