import { QaSettings, settingsMetadata } from '../settings-view'

export const generateMetadata = () => settingsMetadata('fr')

export default function QaParametresGeneraux() {
  return <QaSettings locale="fr" />
}
