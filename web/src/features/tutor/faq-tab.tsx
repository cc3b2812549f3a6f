import { MessageCircleQuestion } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/controls';
import { useTranslation } from '@/lib/i18n-react';

const FAQ = ['how', 'sources', 'limits', 'nepali', 'unavailable'] as const;
const SAMPLES = ['newton', 'bernoulli', 'ohm', 'quadratic', 'photosynthesis', 'vachya'] as const;

/** The FAQ & Samples tab: five questions about the tutor, and six sample questions that go straight to the chat. */
export function FaqTab({ onAsk }: { onAsk: (question: string) => void }) {
  const { t } = useTranslation('tutor');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('faq.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Accordion type="single" collapsible>
            {FAQ.map((key) => (
              <AccordionItem key={key} value={key}>
                <AccordionTrigger>{t(`faq.items.${key}.question`)}</AccordionTrigger>
                <AccordionContent>{t(`faq.items.${key}.answer`)}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('samples.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="mb-3 text-sm text-muted-foreground">{t('samples.description')}</p>
          <ul className="space-y-2">
            {SAMPLES.map((key) => (
              <li key={key}>
                <Button type="button" variant="outline" className="h-auto w-full justify-start whitespace-normal py-2 text-left" onClick={() => onAsk(t(`samples.items.${key}`))}>
                  <MessageCircleQuestion className="shrink-0" />
                  {t(`samples.items.${key}`)}
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
