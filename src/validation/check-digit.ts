/**
 * The Luhn check (ISO/IEC 7812): from the last digit leftwards, every second digit doubled (its
 * digits summed), the total a multiple of 10. Card numbers and Canada's Social Insurance Number
 * end in such a check digit. `digits` holds digits only.
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
