import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { NewSiteLink as NewSiteLink_06c6392e1ebf355621b01daabc055c83 } from '../../../sites/admin/NewSiteLink'
import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PublishAnyway as PublishAnyway_5ff78d63abc75f736c956109ecd4edab } from '../../../parity/admin/PublishAnyway'
import { ParityPanel as ParityPanel_7d1ac97fbecdaa33a6ce0d095d8fa8d7 } from '../../../parity/admin/ParityPanel'
import { ParityCell as ParityCell_5149f687d77a1df0ba614af89cf35147 } from '../../../parity/admin/ParityCell'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { QuickActions as QuickActions_3ceeba0bf248d27734e1381eb873d211 } from '../../../leads/admin/QuickActions'
import { SourceCell as SourceCell_8b6200b0892a6df5ad759710ea835309 } from '../../../leads/admin/Cells'
import { YesNoCell as YesNoCell_8b6200b0892a6df5ad759710ea835309 } from '../../../leads/admin/Cells'
import { YesNoField as YesNoField_6076d3478ae35abfc9711e5f03a2f4dd } from '../../../leads/admin/WordField'
import { DateCell as DateCell_8b6200b0892a6df5ad759710ea835309 } from '../../../leads/admin/Cells'
import { DateField as DateField_6076d3478ae35abfc9711e5f03a2f4dd } from '../../../leads/admin/WordField'
import { SharedShortlistField as SharedShortlistField_57c8eb78ff86343a8e1649dddaf809d3 } from '../../../workspace/shortlist/SharedShortlistField'
import { StatusCell as StatusCell_f7576ffce8b2cbc1958efa7a942e8e44 } from '../../../leads/admin/StatusCell'
import { StatusField as StatusField_bd585db0e7303b03d5e459648544b95e } from '../../../leads/admin/StatusField'
import { NotesField as NotesField_1c24dbd32a86c2889f47276c65d13d5d } from '../../../leads/admin/NotesField'
import { ReasonCell as ReasonCell_8b6200b0892a6df5ad759710ea835309 } from '../../../leads/admin/Cells'
import { ReasonField as ReasonField_6076d3478ae35abfc9711e5f03a2f4dd } from '../../../leads/admin/WordField'
import { ExportLink as ExportLink_2feb5bfe987a9df1ca901a3ff19f1821 } from '../../../leads/admin/ExportLink'
import { SyncHistory as SyncHistory_b582ab0ea7a183317b0b687b87c00c21 } from '../../../listings/sync/admin/SyncHistory'
import { GlobalViewRedirect as GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { LeadsDashboard as LeadsDashboard_512267a3884e5c1018ca4830ae66b8f5 } from '../../../workspace/dashboard/LeadsDashboard'
import { ParityDashboard as ParityDashboard_d13c279f0db0f8ede57cd70a4306a695 } from '../../../parity/admin/ParityDashboard'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { NewSiteView as NewSiteView_74b5777cc697d92fa9f950013b8779c8 } from '../../../sites/admin/NewSiteView'
import { ParityListView as ParityListView_57902e82ef65b77724c7db65ac0cd1b2 } from '../../../parity/admin/ParityListView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "/sites/admin/NewSiteLink#NewSiteLink": NewSiteLink_06c6392e1ebf355621b01daabc055c83,
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/parity/admin/PublishAnyway#PublishAnyway": PublishAnyway_5ff78d63abc75f736c956109ecd4edab,
  "/parity/admin/ParityPanel#ParityPanel": ParityPanel_7d1ac97fbecdaa33a6ce0d095d8fa8d7,
  "/parity/admin/ParityCell#ParityCell": ParityCell_5149f687d77a1df0ba614af89cf35147,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "/leads/admin/QuickActions#QuickActions": QuickActions_3ceeba0bf248d27734e1381eb873d211,
  "/leads/admin/Cells#SourceCell": SourceCell_8b6200b0892a6df5ad759710ea835309,
  "/leads/admin/Cells#YesNoCell": YesNoCell_8b6200b0892a6df5ad759710ea835309,
  "/leads/admin/WordField#YesNoField": YesNoField_6076d3478ae35abfc9711e5f03a2f4dd,
  "/leads/admin/Cells#DateCell": DateCell_8b6200b0892a6df5ad759710ea835309,
  "/leads/admin/WordField#DateField": DateField_6076d3478ae35abfc9711e5f03a2f4dd,
  "/workspace/shortlist/SharedShortlistField#SharedShortlistField": SharedShortlistField_57c8eb78ff86343a8e1649dddaf809d3,
  "/leads/admin/StatusCell#StatusCell": StatusCell_f7576ffce8b2cbc1958efa7a942e8e44,
  "/leads/admin/StatusField#StatusField": StatusField_bd585db0e7303b03d5e459648544b95e,
  "/leads/admin/NotesField#NotesField": NotesField_1c24dbd32a86c2889f47276c65d13d5d,
  "/leads/admin/Cells#ReasonCell": ReasonCell_8b6200b0892a6df5ad759710ea835309,
  "/leads/admin/WordField#ReasonField": ReasonField_6076d3478ae35abfc9711e5f03a2f4dd,
  "/leads/admin/ExportLink#ExportLink": ExportLink_2feb5bfe987a9df1ca901a3ff19f1821,
  "/listings/sync/admin/SyncHistory#SyncHistory": SyncHistory_b582ab0ea7a183317b0b687b87c00c21,
  "@payloadcms/plugin-multi-tenant/rsc#GlobalViewRedirect": GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62,
  "/workspace/dashboard/LeadsDashboard#LeadsDashboard": LeadsDashboard_512267a3884e5c1018ca4830ae66b8f5,
  "/parity/admin/ParityDashboard#ParityDashboard": ParityDashboard_d13c279f0db0f8ede57cd70a4306a695,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/sites/admin/NewSiteView#NewSiteView": NewSiteView_74b5777cc697d92fa9f950013b8779c8,
  "/parity/admin/ParityListView#ParityListView": ParityListView_57902e82ef65b77724c7db65ac0cd1b2,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
