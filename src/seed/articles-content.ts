/** The demo blog: six articles in French and English (markdown-ish paragraphs for richText()). */
export type ArticleSeed = {
  key: string
  category: 'acheter' | 'vendre' | 'financement'
  author: string
  daysAgo: number
  photo: number
  fr: { title: string; excerpt: string; body: string[] }
  en: { title: string; excerpt: string; body: string[] }
}

export const articleSeeds: ArticleSeed[] = [
  {
    key: 'premiere-maison',
    category: 'acheter',
    author: 'isabelle-gagnon',
    daysAgo: 9,
    photo: 0,
    fr: {
      title: 'Acheter sa première maison à Laval : le guide étape par étape',
      excerpt: 'Du budget à la signature chez le notaire, les étapes d’un premier achat expliquées simplement.',
      body: [
        'Acheter une première propriété est souvent le plus gros projet financier d’une vie. Bien préparé, il se déroule pourtant sans mauvaise surprise. Voici les étapes que je parcours avec chacun de mes clients acheteurs.',
        '## 1. Établir votre budget réel',
        'Avant de visiter, rencontrez votre institution financière ou un courtier hypothécaire pour obtenir une **préautorisation**. Elle fixe le montant maximal du prêt et garantit un taux pendant 90 à 120 jours.',
        '## 2. Définir vos critères',
        '- Le secteur : écoles, transport, temps de trajet\n- Le type de propriété : maison, jumelé, condo\n- Les incontournables et les compromis acceptables',
        '## 3. Visiter, puis présenter une promesse d’achat',
        'Lorsque la bonne propriété se présente, nous rédigeons ensemble une promesse d’achat conditionnelle au financement et à l’inspection. Ces conditions vous protègent.',
        '## 4. Inspection, financement et notaire',
        'Une fois les conditions levées, le notaire vérifie les titres, prépare l’acte de vente et s’occupe de la transaction. Vous recevez les clés le jour de la signature.',
      ],
    },
    en: {
      title: 'Buying your first home in Laval: a step-by-step guide',
      excerpt: 'From budgeting to signing at the notary’s office, the steps of a first purchase explained simply.',
      body: [
        'Buying a first home is often the biggest financial project of a lifetime. With good preparation, it goes smoothly. Here are the steps I walk through with every buyer I represent.',
        '## 1. Set your real budget',
        'Before visiting, meet your bank or a mortgage broker to get a **pre-approval**. It sets the maximum loan amount and holds a rate for 90 to 120 days.',
        '## 2. Define your criteria',
        '- The area: schools, transit, commute time\n- The type of property: detached, semi-detached, condo\n- Your must-haves and acceptable trade-offs',
        '## 3. Visit, then make a promise to purchase',
        'When the right property comes up, we draft a promise to purchase conditional on financing and inspection. Those conditions protect you.',
        '## 4. Inspection, financing and the notary',
        'Once the conditions are lifted, the notary checks the titles, prepares the deed of sale and handles the transaction. You get the keys on signing day.',
      ],
    },
  },
  {
    key: 'rap-celiapp',
    category: 'financement',
    author: 'marc-andre-tremblay',
    daysAgo: 23,
    photo: 1,
    fr: {
      title: 'RAP et CELIAPP : deux outils pour bâtir votre mise de fonds',
      excerpt:
        'Le Régime d’accession à la propriété et le CELIAPP peuvent se combiner. Voici comment en tirer le meilleur parti.',
      body: [
        'La mise de fonds est souvent le principal obstacle des premiers acheteurs. Deux programmes fédéraux permettent de l’accumuler plus vite, avec un avantage fiscal.',
        '## Le Régime d’accession à la propriété (RAP)',
        'Le RAP permet de retirer des sommes de vos REER pour acheter une première habitation, sans impôt au moment du retrait. Les montants doivent ensuite être remboursés dans vos REER sur une période de 15 ans.',
        '## Le compte d’épargne libre d’impôt pour l’achat d’une première propriété (CELIAPP)',
        'Les cotisations au CELIAPP sont déductibles comme celles d’un REER, et les retraits pour l’achat d’une première propriété ne sont pas imposables, comme ceux d’un CELI. Aucun remboursement n’est exigé.',
        '## Les combiner',
        'Il est permis d’utiliser les deux pour la même maison. Parlez-en à votre planificateur financier : l’ordre des cotisations et des retraits peut faire une différence appréciable.',
      ],
    },
    en: {
      title: 'HBP and FHSA: two tools to build your down payment',
      excerpt: 'The Home Buyers’ Plan and the FHSA can be combined. Here is how to make the most of them.',
      body: [
        'The down payment is often the main hurdle for first-time buyers. Two federal programs help you save it faster, with a tax advantage.',
        '## The Home Buyers’ Plan (HBP)',
        'The HBP lets you withdraw money from your RRSPs to buy a first home, tax-free at the time of withdrawal. The amounts must then be repaid into your RRSPs over 15 years.',
        '## The First Home Savings Account (FHSA)',
        'FHSA contributions are deductible like RRSP contributions, and withdrawals to buy a first home are not taxed, like a TFSA. No repayment is required.',
        '## Combining them',
        'You may use both for the same home. Talk to your financial planner: the order of contributions and withdrawals can make a real difference.',
      ],
    },
  },
  {
    key: 'preparer-vente',
    category: 'vendre',
    author: 'isabelle-gagnon',
    daysAgo: 37,
    photo: 2,
    fr: {
      title: 'Préparer sa maison pour la vente : huit conseils qui font la différence',
      excerpt:
        'Les acheteurs se font une idée en quelques secondes. Quelques gestes simples augmentent l’attrait de votre propriété.',
      body: [
        'Une propriété bien présentée se vend plus vite, et souvent à meilleur prix. Ces conseils ne demandent ni gros budget ni rénovations majeures.',
        '- Désencombrez chaque pièce et rangez les objets personnels\n- Réparez les petits défauts : poignées, robinets qui fuient, ampoules grillées\n- Repeignez les murs aux couleurs trop marquées dans des tons neutres\n- Soignez l’entrée et le parterre : c’est la première photo de l’annonce\n- Laissez entrer la lumière naturelle\n- Nettoyez à fond, fenêtres comprises\n- Rassemblez les factures de rénovations et les comptes de taxes\n- Prévoyez où vous serez pendant les visites',
        'Avant la mise en marché, je vous propose une visite-conseil : nous passons la maison pièce par pièce et dressons la liste des priorités.',
      ],
    },
    en: {
      title: 'Getting your home ready to sell: eight tips that make a difference',
      excerpt: 'Buyers make up their minds within seconds. A few simple steps make your property more appealing.',
      body: [
        'A well-presented property sells faster, and often for a better price. These tips need neither a big budget nor major renovations.',
        '- Declutter every room and put personal items away\n- Fix small defects: handles, dripping taps, burnt-out bulbs\n- Repaint strongly coloured walls in neutral tones\n- Tidy the entrance and the front yard: it is the listing’s first photo\n- Let the natural light in\n- Clean thoroughly, windows included\n- Gather renovation invoices and tax bills\n- Plan where you will be during visits',
        'Before listing, I offer a staging walk-through: we go through the house room by room and list the priorities.',
      ],
    },
  },
  {
    key: 'taxe-bienvenue',
    category: 'acheter',
    author: 'marc-andre-tremblay',
    daysAgo: 52,
    photo: 3,
    fr: {
      title: 'La taxe de bienvenue expliquée',
      excerpt:
        'Les droits de mutation immobilière surprennent bien des acheteurs. Comment sont-ils calculés et quand faut-il les payer?',
      body: [
        'La « taxe de bienvenue » est le nom courant des droits de mutation immobilière que la municipalité perçoit après chaque achat. La facture arrive généralement quelques mois après la signature.',
        '## Un calcul par tranches',
        'Le montant est calculé sur le plus élevé du prix payé et de l’évaluation municipale, par tranches auxquelles s’appliquent des taux croissants. Certaines villes, dont Montréal, ajoutent des taux plus élevés pour les tranches supérieures.',
        '## Prévoir la somme',
        'Cette dépense ne peut pas être ajoutée au prêt hypothécaire : elle doit faire partie de vos liquidités, avec les frais de notaire, d’inspection et de déménagement.',
        'Certaines municipalités offrent des remboursements aux premiers acheteurs. Renseignez-vous auprès de votre ville avant d’acheter.',
      ],
    },
    en: {
      title: 'The welcome tax explained',
      excerpt: 'Property transfer duties catch many buyers off guard. How are they calculated and when are they due?',
      body: [
        'The “welcome tax” is the common name for the property transfer duties the municipality charges after every purchase. The bill usually arrives a few months after the signing.',
        '## Calculated in brackets',
        'The amount is based on the higher of the price paid and the municipal assessment, split into brackets with rising rates. Some cities, Montréal among them, add higher rates for the upper brackets.',
        '## Plan for it',
        'This cost cannot be added to the mortgage: it must come out of your cash, along with notary, inspection and moving costs.',
        'Some municipalities offer rebates to first-time buyers. Check with your city before buying.',
      ],
    },
  },
  {
    key: 'inspection-preachat',
    category: 'acheter',
    author: 'isabelle-gagnon',
    daysAgo: 68,
    photo: 4,
    fr: {
      title: 'Inspection préachat : ce que l’inspecteur regarde, et ce qu’il ne voit pas',
      excerpt: 'L’inspection est une étape clé de l’achat. Savoir ce qu’elle couvre vous aide à bien l’interpréter.',
      body: [
        'L’inspection préachat est un examen visuel de la propriété par un professionnel. Elle dure habituellement de deux à trois heures et se conclut par un rapport détaillé.',
        '## Ce qui est examiné',
        '- La toiture, les gouttières et le drainage autour de la maison\n- La fondation et les signes d’infiltration\n- La plomberie, l’électricité et le chauffage\n- Les portes, les fenêtres et l’isolation accessible',
        '## Les limites',
        'L’inspecteur n’ouvre pas les murs et ne déplace pas les meubles. Si le rapport soulève un doute, une expertise spécialisée (structure, drain, pyrite) peut être ajoutée avant de lever la condition.',
        'Accompagnez l’inspecteur pendant la visite : c’est la meilleure façon de comprendre l’entretien que demandera la maison.',
      ],
    },
    en: {
      title: 'Pre-purchase inspection: what the inspector checks, and what they can’t see',
      excerpt: 'The inspection is a key step of a purchase. Knowing what it covers helps you read it well.',
      body: [
        'A pre-purchase inspection is a visual examination of the property by a professional. It usually takes two to three hours and ends with a detailed report.',
        '## What is examined',
        '- The roof, gutters and drainage around the house\n- The foundation and signs of water infiltration\n- Plumbing, electrical and heating\n- Doors, windows and accessible insulation',
        '## The limits',
        'The inspector does not open walls or move furniture. If the report raises a doubt, a specialist assessment (structure, drain, pyrite) can be added before lifting the condition.',
        'Go along with the inspector during the visit: it is the best way to understand the upkeep the house will need.',
      ],
    },
  },
  {
    key: 'prix-de-vente',
    category: 'vendre',
    author: 'marc-andre-tremblay',
    daysAgo: 85,
    photo: 5,
    fr: {
      title: 'Fixer le bon prix de vente : comment on établit la valeur marchande',
      excerpt:
        'Un prix trop élevé fait fuir les acheteurs, un prix trop bas vous coûte cher. L’analyse comparative est la clé.',
      body: [
        'Le prix demandé est la décision la plus importante de la mise en vente. Il détermine qui visitera votre propriété, et à quelle vitesse elle se vendra.',
        '## L’analyse comparative de marché',
        'Je compare votre propriété aux ventes récentes du secteur : superficie, terrain, année de construction, rénovations et état général. Les propriétés à vendre montrent la concurrence; les propriétés vendues montrent ce que les acheteurs ont réellement payé.',
        '## L’évaluation municipale n’est pas la valeur marchande',
        'Le rôle d’évaluation est établi à une date de référence et sert au calcul des taxes. Il peut s’écarter sensiblement du marché, dans un sens comme dans l’autre.',
        'Les premières semaines sur le marché sont décisives : c’est là que l’intérêt est le plus fort. Un prix juste dès le départ évite les baisses successives.',
      ],
    },
    en: {
      title: 'Setting the right asking price: how market value is established',
      excerpt: 'Too high and buyers stay away, too low and it costs you. A comparative market analysis is the key.',
      body: [
        'The asking price is the most important decision of a listing. It decides who will visit your property, and how fast it will sell.',
        '## The comparative market analysis',
        'I compare your property with recent sales in the area: living area, lot, year built, renovations and overall condition. Properties for sale show the competition; sold properties show what buyers actually paid.',
        '## The municipal assessment is not market value',
        'The assessment roll is set at a reference date and is used to compute taxes. It can differ noticeably from the market, either way.',
        'The first weeks on the market are decisive: that is when interest is strongest. A fair price from the start avoids successive reductions.',
      ],
    },
  },
]
