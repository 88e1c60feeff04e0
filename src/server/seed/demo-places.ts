/** Realistic places, names and phone formats per country of the demo data. */
export interface Place {
  region: string;
  province: string;
  city: string;
  zip: string;
}
export interface CountryData {
  code: 'IT' | 'ES' | 'US' | 'GB' | 'DE' | 'FR';
  phone: string;
  places: Place[];
  first: string[];
  last: string[];
  streets: string[];
}

const p = (region: string, province: string, city: string, zip: string): Place => ({ region, province, city, zip });

export const COUNTRIES: CountryData[] = [
  {
    code: 'IT',
    phone: '+39 3',
    places: [
      p('Lombardia', 'MI', 'Milano', '20121'),
      p('Lazio', 'RM', 'Roma', '00184'),
      p('Campania', 'NA', 'Napoli', '80133'),
      p('Piemonte', 'TO', 'Torino', '10121'),
      p('Toscana', 'FI', 'Firenze', '50123'),
      p('Emilia-Romagna', 'BO', 'Bologna', '40121'),
      p('Veneto', 'VE', 'Venezia', '30121'),
      p('Sicilia', 'PA', 'Palermo', '90133'),
      p('Puglia', 'BA', 'Bari', '70121'),
    ],
    first: [
      'Giulia',
      'Marco',
      'Francesca',
      'Luca',
      'Chiara',
      'Alessandro',
      'Sofia',
      'Matteo',
      'Elena',
      'Lorenzo',
      'Martina',
      'Davide',
      'Federica',
      'Giorgio',
    ],
    last: [
      'Rossi',
      'Bianchi',
      'Esposito',
      'Romano',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
      'Bruno',
      'Gallo',
      'Conti',
      'De Luca',
      'Costa',
      'Fontana',
    ],
    streets: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Piazza Duomo', 'Via Dante', 'Via Mazzini'],
  },
  {
    code: 'ES',
    phone: '+34 6',
    places: [
      p('Comunidad de Madrid', 'Madrid', 'Madrid', '28013'),
      p('Cataluña', 'Barcelona', 'Barcelona', '08001'),
      p('Andalucía', 'Sevilla', 'Sevilla', '41001'),
      p('Comunidad Valenciana', 'Valencia', 'Valencia', '46001'),
      p('País Vasco', 'Bizkaia', 'Bilbao', '48001'),
    ],
    first: ['Lucía', 'Javier', 'Carmen', 'Pablo', 'María', 'Alejandro', 'Laura', 'Diego', 'Paula', 'Sergio', 'Marta', 'Álvaro'],
    last: ['García', 'Martínez', 'López', 'Sánchez', 'González', 'Pérez', 'Rodríguez', 'Fernández', 'Gómez', 'Ruiz', 'Díaz', 'Moreno'],
    streets: ['Calle Mayor', 'Gran Vía', 'Calle de Alcalá', 'Avenida de la Constitución', 'Calle Real'],
  },
  {
    code: 'US',
    phone: '+1 ',
    places: [
      p('California', 'Los Angeles County', 'Los Angeles', '90012'),
      p('New York', 'New York County', 'New York', '10001'),
      p('Texas', 'Travis County', 'Austin', '73301'),
      p('Illinois', 'Cook County', 'Chicago', '60601'),
      p('Washington', 'King County', 'Seattle', '98101'),
    ],
    first: ['James', 'Emily', 'Michael', 'Olivia', 'David', 'Emma', 'Daniel', 'Ava', 'Ryan', 'Madison', 'Tyler', 'Hannah'],
    last: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore'],
    streets: ['Main Street', 'Oak Avenue', 'Maple Street', 'Broadway', 'Elm Street', 'Park Avenue'],
  },
  {
    code: 'GB',
    phone: '+44 7',
    places: [
      p('England', 'Greater London', 'London', 'EC1A 1BB'),
      p('England', 'Greater Manchester', 'Manchester', 'M1 1AE'),
      p('Scotland', 'City of Edinburgh', 'Edinburgh', 'EH1 1YZ'),
      p('England', 'West Midlands', 'Birmingham', 'B1 1AA'),
      p('Wales', 'Cardiff', 'Cardiff', 'CF10 1AA'),
    ],
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Poppy', 'Jack', 'Freya', 'Charlie', 'Grace', 'Thomas', 'Eleanor'],
    last: ['Taylor', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Thompson', 'Hughes', 'Edwards', 'Green', 'Clarke', 'Hall'],
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Green Lane', 'Kings Road'],
  },
  {
    code: 'DE',
    phone: '+49 15',
    places: [
      p('Bayern', 'Oberbayern', 'München', '80331'),
      p('Berlin', 'Berlin', 'Berlin', '10115'),
      p('Hamburg', 'Hamburg', 'Hamburg', '20095'),
      p('Nordrhein-Westfalen', 'Köln', 'Köln', '50667'),
      p('Hessen', 'Darmstadt', 'Frankfurt am Main', '60311'),
    ],
    first: ['Lukas', 'Anna', 'Leon', 'Lena', 'Felix', 'Laura', 'Jonas', 'Lea', 'Maximilian', 'Sophie', 'Paul', 'Hannah'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Goethestraße', 'Gartenstraße', 'Lindenstraße'],
  },
  {
    code: 'FR',
    phone: '+33 6',
    places: [
      p('Île-de-France', 'Paris', 'Paris', '75001'),
      p('Auvergne-Rhône-Alpes', 'Rhône', 'Lyon', '69001'),
      p("Provence-Alpes-Côte d'Azur", 'Bouches-du-Rhône', 'Marseille', '13001'),
      p('Occitanie', 'Haute-Garonne', 'Toulouse', '31000'),
      p('Nouvelle-Aquitaine', 'Gironde', 'Bordeaux', '33000'),
    ],
    first: ['Camille', 'Louis', 'Léa', 'Hugo', 'Chloé', 'Jules', 'Manon', 'Gabriel', 'Inès', 'Arthur', 'Juliette', 'Nathan'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent'],
    streets: ['Rue de la République', 'Avenue Victor Hugo', 'Rue Nationale', 'Boulevard Voltaire', 'Rue de la Paix'],
  },
];
